// verify --workflows: the contract's journeys (cliq.arazzo.yaml beside cliq.yaml, Arazzo 1.0) run by Redocly
// Respect (`redocly respect`, an optional dependency), which checks each step's reply against the contract and the
// step's own criteria. This module picks the workflows whose account the run has credentials for, hands Respect the
// inputs (in its REDOCLY_CLI_RESPECT_INPUT environment variable, so passwords stay out of the process list), and
// reads Respect's JSON log back into one result per step.
//
// The journeys can run again and again on the same server: each run passes a `runId` input of its own (the time
// and a random part), which a journey puts in what it creates (an idempotency key, a description) so nothing it
// sends collides with an earlier run's. With `stateless` (the Prism mock, which keeps no session and no data), a
// failed step marked `x-cliq-needs-state` is reported as one that cannot hold there, not as a failure, and the steps
// after it as not run.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { parse } from 'yaml';
import { optionalBin } from '../optional.mjs';

export const NEEDS_STATE = 'x-cliq-needs-state';

/**
 * The journeys of a contract: the Arazzo file beside it, named after it (cliq.yaml → cliq.arazzo.yaml).
 * @param {string} contract
 */
export const workflowsFileOf = (contract) =>
  join(dirname(contract), `${basename(contract).replace(/\.ya?ml$/i, '')}.arazzo.yaml`);

/** A run's id: unique enough that two runs on one server never pick the same names ('m3k9x2-4f1a'). */
export const newRunId = () => `${Date.now().toString(36)}-${randomBytes(2).toString('hex')}`;

/** Which credentials fill a workflow's inputs: input name → [account kind, 'name' | 'password']. */
/** @type {Record<string, [string, 'name' | 'password']>} */
const CREDENTIAL_INPUTS = {
  user: ['user', 'name'],
  userPassword: ['user', 'password'],
  advertiser: ['advertiser', 'name'],
  advertiserPassword: ['advertiser', 'password'],
  admin: ['admin', 'name'],
  adminPassword: ['admin', 'password'],
};

/**
 * @typedef {{ workflowId: string, inputs?: { properties?: Record<string, unknown> }, steps?: { stepId: string,
 *   operationId?: string, [NEEDS_STATE]?: string }[] }} Workflow
 */

/**
 * @param {string[]} args
 * @param {Record<string, string>} env
 * @param {string} cwd
 * @returns {Promise<{ code: number, stdout: string, stderr: string }>}
 */
function runRespect(args, env, cwd) {
  const redocly = optionalBin('@redocly/cli', 'redocly', 'verify --workflows (redocly respect)');
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [redocly, ...args],
      { cwd, env: { ...process.env, REDOCLY_TELEMETRY: 'off', NO_COLOR: '1', ...env }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) =>
        resolve({
          code: error ? (typeof error.code === 'number' ? error.code : 1) : 0,
          stdout: String(stdout),
          stderr: String(stderr),
        }),
    );
  });
}

/** @param {unknown} text */
const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean) ?? '';

/**
 * Runs the workflows. Returns one result per step, and one per workflow that could not run (outcome 'skip' with
 * the reason).
 * @param {{ target: import('./http.mjs').Target, credentials?: Record<string, { name: string, password: string }>,
 *   origin?: string, stateless?: boolean, file: string, runId?: string }} options
 * @returns {Promise<import('./run.mjs').Result[]>}
 */
export async function runWorkflows({ target, credentials = {}, origin, stateless = false, file, runId = newRunId() }) {
  /** @type {{ workflows?: Workflow[] }} */
  const arazzo = parse(readFileSync(file, 'utf8'));
  /** @type {import('./run.mjs').Result[]} */
  const results = [];
  /** @type {Workflow[]} */
  const runnable = [];
  /** @type {Record<string, string>} */
  const inputs = { origin: origin ?? target.origin, runId };
  for (const workflow of arazzo.workflows ?? []) {
    const wanted = Object.keys(workflow.inputs?.properties ?? {});
    const missing = wanted
      .filter((name) => CREDENTIAL_INPUTS[name])
      .filter((name) => {
        const [kind, field] = CREDENTIAL_INPUTS[name] ?? ['', 'name'];
        const value = credentials[kind]?.[field];
        if (value) inputs[name] = value;
        return !value;
      });
    if (missing.length) {
      const kinds = [...new Set(missing.map((name) => CREDENTIAL_INPUTS[name]?.[0]))].join(', ');
      results.push({
        group: 'workflow',
        id: workflow.workflowId,
        name: workflow.workflowId,
        label: workflow.workflowId,
        outcome: 'skip',
        reason: `needs the ${kinds} credentials`,
        failures: [],
      });
    } else runnable.push(workflow);
  }
  if (runnable.length === 0) return results;

  const scratch = mkdtempSync(join(tmpdir(), 'cliq-workflows-'));
  const log = join(scratch, 'respect.json');
  try {
    const args = ['respect', basename(file), '--server', `cliq=${target.text}`, '-J', log];
    for (const workflow of runnable) args.push('--workflow', workflow.workflowId);
    const run = await runRespect(args, { REDOCLY_CLI_RESPECT_INPUT: JSON.stringify(inputs) }, dirname(file));
    /** @type {{ files?: Record<string, { executedWorkflows?: { workflowId: string, executedSteps?: ExecutedStep[] }[] }> }} */
    let report;
    try {
      report = JSON.parse(readFileSync(log, 'utf8'));
    } catch {
      results.push({
        group: 'workflow',
        id: 'respect',
        name: 'redocly respect',
        label: 'redocly respect',
        outcome: 'fail',
        failures: [
          {
            kind: 'example',
            check: 'workflow',
            messages: [`redocly respect wrote no report (exit ${run.code}): ${firstLine(run.stderr || run.stdout)}`],
          },
        ],
      });
      return results;
    }
    /**
     * @typedef {{ stepId: string, status?: string, totalTimeMs?: number, request?: { method?: string, url?: string },
     *   response?: { statusCode?: number }, checks?: { name?: string, condition?: string, message?: string, passed?: boolean }[] }} ExecutedStep
     */
    const executed = Object.values(report.files ?? {}).flatMap((entry) => entry.executedWorkflows ?? []);
    for (const workflow of runnable) {
      const ran = executed.find((w) => w.workflowId === workflow.workflowId);
      /** @type {string | undefined} */
      let blocked;
      for (const step of workflow.steps ?? []) {
        const done = ran?.executedSteps?.find((s) => s.stepId === step.stepId);
        const method = done?.request?.method?.toUpperCase();
        const path = done?.request?.url ? new URL(done.request.url).pathname : '';
        /** @type {import('./run.mjs').Result} */
        const result = {
          group: 'workflow',
          id: `${workflow.workflowId}.${step.stepId}`,
          name: `${workflow.workflowId} / ${step.stepId}`,
          label:
            method && path
              ? `${method} ${path}`
              : String(step.operationId ?? '').replace(/^\$sourceDescriptions\.\w+\./, ''),
          outcome: 'skip',
          failures: [],
          ...(done?.totalTimeMs === undefined ? {} : { ms: done.totalTimeMs }),
          ...(done?.response?.statusCode ? { status: done.response.statusCode } : {}),
        };
        if (!done) {
          result.reason = blocked ? `not run: ${blocked}` : 'not run';
        } else if (done.status === 'success') {
          result.outcome = 'pass';
        } else {
          const messages = (done.checks ?? [])
            .filter((check) => !check.passed)
            .map((check) => [check.name, check.condition, firstLine(check.message)].filter(Boolean).join(': '));
          if (stateless && step[NEEDS_STATE]) {
            result.reason = `cannot hold on a stateless server: it needs ${step[NEEDS_STATE]}`;
            blocked = `step '${step.stepId}' cannot hold on a stateless server`;
          } else {
            result.outcome = 'fail';
            result.failures = [
              { kind: 'example', check: 'workflow', messages: messages.length ? messages : ['failed'] },
            ];
            blocked = `step '${step.stepId}' failed`;
          }
        }
        results.push(result);
      }
    }
    return results;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
