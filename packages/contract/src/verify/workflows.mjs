// verify --workflows: the contract's journeys (openapi/cliq.arazzo.yaml, Arazzo 1.0) run by Redocly
// Respect (`redocly respect`), which checks each step's reply against the contract and the step's own criteria.
// This module picks the workflows whose account the run has credentials for, hands Respect the inputs (in its
// REDOCLY_CLI_RESPECT_INPUT environment variable, so passwords stay out of the process list), and reads Respect's
// JSON log back into one result per step. With `stateless` (the Prism mock, which keeps no session and no data), a
// failed step marked `x-cliq-needs-state` is reported as one that cannot hold there, not as a failure, and the steps
// after it as not run.
import { execFile } from 'node:child_process';
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
export const workflowsFileOf = (contract) => join(dirname(contract), `${basename(contract).replace(/\.ya?ml$/i, '')}.arazzo.yaml`);

/** Which credentials fill a workflow's inputs: input name → [account kind, 'name' | 'password']. */
const CREDENTIAL_INPUTS = {
  user: ['user', 'name'],
  userPassword: ['user', 'password'],
  advertiser: ['advertiser', 'name'],
  advertiserPassword: ['advertiser', 'password'],
  admin: ['admin', 'name'],
  adminPassword: ['admin', 'password'],
};

function runRespect(args, env, cwd) {
  const redocly = optionalBin('@redocly/cli', 'redocly', 'verify --workflows (redocly respect)');
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [redocly, ...args],
      {
        cwd,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', NO_COLOR: '1', ...env },
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? (error.code ?? 1) : 0, stdout: String(stdout), stderr: String(stderr) }),
    );
  });
}

const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean) ?? '';

/**
 * Runs the workflows. `options`: { target (from parseTarget), credentials, origin, stateless, file }. Returns one
 * result per step ({ group: 'workflow', name, id, label, outcome, reason?, violations, status?, ms? }), and a
 * result per workflow that could not run (outcome 'skip' with the reason).
 */
export async function runWorkflows({ target, credentials = {}, origin, stateless = false, file }) {
  const arazzo = parse(readFileSync(file, 'utf8'));
  const results = [];
  const runnable = [];
  const inputs = { origin: origin ?? target.origin };
  for (const workflow of arazzo.workflows ?? []) {
    const wanted = Object.keys(workflow.inputs?.properties ?? {});
    const missing = wanted
      .filter((name) => CREDENTIAL_INPUTS[name])
      .filter((name) => {
        const [kind, field] = CREDENTIAL_INPUTS[name];
        const value = credentials[kind]?.[field];
        if (value) inputs[name] = value;
        return !value;
      });
    if (missing.length) {
      const kinds = [...new Set(missing.map((name) => CREDENTIAL_INPUTS[name][0]))].join(', ');
      results.push({
        group: 'workflow',
        id: workflow.workflowId,
        name: workflow.workflowId,
        label: workflow.workflowId,
        outcome: 'skip',
        reason: `needs the ${kinds} credentials`,
        violations: [],
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
        violations: [`redocly respect wrote no report (exit ${run.code}): ${firstLine(run.stderr || run.stdout)}`],
      });
      return results;
    }
    const executed = Object.values(report.files ?? {}).flatMap((entry) => entry.executedWorkflows ?? []);
    for (const workflow of runnable) {
      const ran = executed.find((w) => w.workflowId === workflow.workflowId);
      let blocked;
      for (const step of workflow.steps ?? []) {
        const done = ran?.executedSteps?.find((s) => s.stepId === step.stepId);
        const method = done?.request?.method?.toUpperCase();
        const path = done?.request?.url ? new URL(done.request.url).pathname : '';
        const result = {
          group: 'workflow',
          id: `${workflow.workflowId}.${step.stepId}`,
          name: `${workflow.workflowId} / ${step.stepId}`,
          label:
            method && path
              ? `${method} ${path}`
              : String(step.operationId ?? '').replace(/^\$sourceDescriptions\.\w+\./, ''),
          violations: [],
          ms: done?.totalTimeMs,
          status: done?.response?.statusCode || undefined,
        };
        if (!done) {
          result.outcome = 'skip';
          result.reason = blocked ? `not run: ${blocked}` : 'not run';
        } else if (done.status === 'success') {
          result.outcome = 'pass';
        } else {
          const failed = (done.checks ?? []).filter((check) => !check.passed);
          result.violations = failed.map((check) =>
            [check.name, check.condition, firstLine(check.message)].filter(Boolean).join(': '),
          );
          if (stateless && step[NEEDS_STATE]) {
            result.outcome = 'skip';
            result.reason = `cannot hold on a stateless server: it needs ${step[NEEDS_STATE]}`;
            blocked = `step '${step.stepId}' cannot hold on a stateless server`;
          } else {
            result.outcome = 'fail';
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
