// The Markdown report of a verify run (test-results/contract-verify.md by default): how much was checked, every
// failure with the check that found it, its reply (redacted) and a curl command to replay it, and per operation what
// was sent, the statuses seen, the checks run and how many success replies were checked beside the refusals.
import { failureLines } from './render.mjs';

const OUTCOME = { pass: 'PASS', fail: 'FAIL', skip: 'SKIP', 'error-reply': 'error reply only' };
/** @param {unknown} text */
const cell = (text) =>
  String(text ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\n/g, ' ');

/**
 * Counts of outcomes in a list of results.
 * @param {import('./run.mjs').Result[]} list
 */
export function tally(list) {
  /** @param {string} outcome */
  const count = (outcome) => list.filter((r) => r.outcome === outcome).length;
  return {
    pass: count('pass'),
    fail: count('fail'),
    skip: count('skip'),
    errorReply: count('error-reply'),
    total: list.length,
  };
}

/**
 * '3 success, 12 refusals' for an operation's checked replies.
 * @param {import('./run.mjs').Tally} checked
 * @param {string} id
 */
export function checkedReplies(checked, id) {
  const entry = checked.get(id);
  if (!entry) return '';
  return [
    `${entry.success} success`,
    `${entry.refusal} refusal${entry.refusal === 1 ? '' : 's'}`,
    ...(entry.denial ? [`${entry.denial} denied`] : []),
    ...(entry.error ? [`${entry.error} error${entry.error === 1 ? '' : 's'}`] : []),
  ].join(', ');
}

/**
 * @param {import('./run.mjs').Result[]} results
 * @param {{ target: string, contract: string, ms: number, timestamp: string, seed?: number, runs?: number,
 *   verdict: string, checked: import('./run.mjs').Tally, writes: Set<string> }} meta
 * @param {import('./render.mjs').RenderOptions} render
 */
export function toMarkdown(results, { target, contract, ms, timestamp, seed, runs, verdict, checked, writes }, render) {
  /** @param {import('./run.mjs').Result['group']} group */
  const of = (group) => results.filter((r) => r.group === group);
  const [logins, ops, probes, fuzzed, steps, signouts] = /** @type {const} */ ([
    'login',
    'operation',
    'probe',
    'fuzz',
    'workflow',
    'signout',
  ]).map(of);
  const once = tally(ops ?? []);
  const lines = [
    '# cliq-contract verify report',
    '',
    `- Target: ${target}`,
    `- Contract: ${contract}`,
    `- Run: ${timestamp}, ${(ms / 1000).toFixed(1)} s${seed === undefined ? '' : `, --fuzz ${runs}, --seed ${seed}`}`,
    `- Replies: ${render.redactor.shown ? 'shown in full (--show-replies)' : 'redacted (personal data and secrets replaced; --show-replies shows them)'}`,
    '',
    '## Summary',
    '',
    `- ${verdict}`,
    `- Logins: ${tally(logins ?? []).pass} passed, ${tally(logins ?? []).fail} failed, ${tally(logins ?? []).skip} skipped`,
    `- Operations called with the contract's example: ${once.pass} passed (reply checked), ${once.errorReply} error reply ` +
      `only, ${once.fail} failed, ${once.skip} skipped, of ${once.total}`,
  ];
  if (probes?.length) {
    const counted = tally(probes);
    lines.push(
      `- Auth and CSRF probes (ignored_auth, missing_required_header): ${counted.pass} operations passed, ${counted.fail} failed, ${counted.skip} not probed`,
    );
  }
  if (fuzzed?.length) {
    const generated = tally(fuzzed);
    const requests = fuzzed.reduce((sum, r) => sum + (r.coverage?.requests ?? 0), 0);
    lines.push(
      `- Generated requests: ${requests} sent to ${generated.total - generated.skip} operations: ${generated.pass} ` +
        `passed, ${generated.fail} failed; ${generated.skip} operations skipped`,
    );
  }
  if (steps?.length) {
    const counted = tally(steps);
    lines.push(
      `- Workflow steps: ${counted.pass} passed, ${counted.fail} failed, ${counted.skip} skipped, cannot hold or not run`,
    );
  }
  if (signouts?.length) {
    const counted = tally(signouts);
    lines.push(`- Sign-out: ${counted.pass} ended, ${counted.fail} failed, ${counted.skip} not possible`);
  }
  const noSuccess = [...writes].filter((id) => checked.has(id) && (checked.get(id)?.success ?? 0) === 0);
  if (noSuccess.length) lines.push(`- Writes with no success reply checked: ${noSuccess.join(', ')}`);

  lines.push('', '## Failures', '');
  const failing = results.filter((r) => r.outcome === 'fail');
  if (failing.length === 0) lines.push('None.');
  for (const result of failing) {
    for (const failure of result.failures) {
      const heading = failure.kind === 'example' ? result.name : `${result.name}: ${failure.check}`;
      const text = failureLines({ ...result, failures: [failure] }, { ...render, maxBody: 2000 });
      const replay = text.findIndex((line) => /^ {2}replay/.test(line));
      lines.push(`### ${heading}`, '', '```text', ...(replay < 0 ? text : text.slice(0, replay)), '```');
      const curl = replay < 0 ? undefined : text[replay]?.replace(/^ {2}replay[^:]*: /, '');
      if (curl)
        lines.push(
          '',
          `Replay (the session cookie is read from $${failure.reply?.request.sessionVariable ?? 'CLIQ_SESSION'}):`,
          '',
          '```sh',
          curl,
          '```',
        );
      lines.push('');
    }
  }

  lines.push('## Coverage per operation', '');
  lines.push(
    '| Operation | Example call | Auth and CSRF probes | Generated: cases / valid / invalid (requests) | Statuses seen | Replies checked |',
  );
  lines.push('|---|---|---|---|---|---|');
  for (const result of ops ?? []) {
    const generated = fuzzed?.find((r) => r.id === result.id);
    const probe = probes?.find((r) => r.id === result.id);
    const example =
      result.outcome === 'skip'
        ? `SKIP: ${result.reason}`
        : `${OUTCOME[result.outcome]} (${result.status ?? 'no reply'})`;
    const probed = !probe
      ? '-'
      : probe.outcome === 'skip'
        ? `SKIP: ${probe.reason}`
        : `${OUTCOME[probe.outcome]}: ${probe.note ?? ''}`;
    let cases = '-';
    let statuses = result.status === undefined ? '' : String(result.status);
    if (generated?.coverage) {
      const { cases: fixed, valid, invalid, requests } = generated.coverage;
      cases = `${OUTCOME[generated.outcome]}: ${fixed} / ${valid} / ${invalid} (${requests})`;
      const seen = new Set([statuses, ...generated.coverage.statuses.keys()].filter(Boolean));
      statuses = [...seen].sort().join(', ');
    } else if (generated?.outcome === 'skip') {
      cases = `SKIP: ${generated.reason}`;
    }
    lines.push(
      `| ${cell(result.name)} | ${cell(example)} | ${cell(probed)} | ${cell(cases)} | ${cell(statuses)} | ${cell(checkedReplies(checked, result.id))} |`,
    );
  }
  if (steps?.length) {
    lines.push('', '## Workflows', '', '| Step | Call | Outcome |', '|---|---|---|');
    for (const step of steps) {
      const outcome =
        step.outcome === 'skip' ? `SKIP: ${step.reason}` : `${OUTCOME[step.outcome]} (${step.status ?? 'no reply'})`;
      lines.push(`| ${cell(step.name)} | ${cell(step.label)} | ${cell(outcome)} |`);
    }
  }
  lines.push('');
  return lines.join('\n');
}
