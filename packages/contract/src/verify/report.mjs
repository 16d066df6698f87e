// The Markdown report of a verify run (test-results/contract-verify.md by default): how much was checked,
// every failure with the check that found it and a curl command to replay it, and per operation what was sent, the
// statuses seen and the checks run.

const OUTCOME = { pass: 'PASS', fail: 'FAIL', skip: 'SKIP', 'error-reply': 'error reply only' };
const cell = (text) =>
  String(text ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\n/g, ' ');

/** Counts of outcomes in a list of results. */
export function tally(list) {
  const count = (outcome) => list.filter((r) => r.outcome === outcome).length;
  return {
    pass: count('pass'),
    fail: count('fail'),
    skip: count('skip'),
    errorReply: count('error-reply'),
    total: list.length,
  };
}

export function toMarkdown(results, { target, contract, ms, timestamp, seed, runs, verdict }) {
  const logins = results.filter((r) => r.group === 'login');
  const fuzzed = results.filter((r) => r.group === 'fuzz');
  const steps = results.filter((r) => r.group === 'workflow');
  const ops = results.filter((r) => !['login', 'fuzz', 'workflow'].includes(r.group));
  const once = tally(ops);
  const lines = [
    '# cliq-contract verify report',
    '',
    `- Target: ${target}`,
    `- Contract: ${contract}`,
    `- Run: ${timestamp}, ${(ms / 1000).toFixed(1)} s${seed === undefined ? '' : `, --fuzz ${runs}, --seed ${seed}`}`,
    '',
    '## Summary',
    '',
    `- ${verdict}`,
    `- Logins: ${tally(logins).pass} passed, ${tally(logins).fail} failed, ${tally(logins).skip} skipped`,
    `- Operations called with the contract's example: ${once.pass} passed (reply checked), ${once.errorReply} error reply ` +
      `only, ${once.fail} failed, ${once.skip} skipped, of ${once.total}`,
  ];
  if (fuzzed.length) {
    const generated = tally(fuzzed);
    const requests = fuzzed.reduce((sum, r) => sum + (r.coverage?.requests ?? 0), 0);
    lines.push(
      `- Generated requests: ${requests} sent to ${generated.total - generated.skip} operations: ${generated.pass} ` +
        `passed, ${generated.fail} failed; ${generated.skip} operations skipped`,
    );
  }

  if (steps.length) {
    const counted = tally(steps);
    lines.push(
      `- Workflow steps: ${counted.pass} passed, ${counted.fail} failed, ${counted.skip} skipped, cannot hold or not run`,
    );
  }

  const failing = [...logins, ...ops, ...steps].filter((r) => r.outcome === 'fail');
  const fuzzFailing = fuzzed.filter((r) => r.outcome === 'fail');
  lines.push('', '## Failures', '');
  if (failing.length === 0 && fuzzFailing.length === 0) lines.push('None.');
  for (const result of failing) {
    lines.push(`### ${result.name}`, '', ...result.violations.map((v) => `- ${v}`));
    if (result.reply) lines.push(`- reply: \`${result.reply}\``);
    lines.push('');
  }
  for (const result of fuzzFailing) {
    for (const failure of result.failures) {
      const kind =
        failure.kind === 'valid'
          ? 'a generated request the contract accepts'
          : 'a generated request that breaks the request schema';
      lines.push(`### ${result.name}: ${failure.check}`, '', `- ${kind}`, ...failure.messages.map((m) => `- ${m}`));
      if (failure.broken) lines.push(`- broken on purpose: ${failure.broken}`);
      lines.push(
        `- shrunk in ${failure.shrinks} steps; replay it (the session cookie is read from $CLIQ_SESSION):`,
        '',
      );
      lines.push('```sh', failure.curl, '```', '');
    }
  }

  lines.push('## Coverage per operation', '');
  lines.push('| Operation | Example call | Generated: valid / invalid (requests) | Statuses seen | Checks run |');
  lines.push('|---|---|---|---|---|');
  for (const result of ops) {
    const generated = fuzzed.find((r) => r.id === result.id);
    const example =
      result.outcome === 'skip'
        ? `SKIP: ${result.reason}`
        : `${OUTCOME[result.outcome]} (${result.status ?? 'no reply'})`;
    let cases = '-';
    let statuses = result.status === undefined ? '' : String(result.status);
    let checks = result.outcome === 'skip' ? '' : 'status, content type, schema';
    if (generated?.coverage) {
      const { valid, invalid, requests } = generated.coverage;
      cases = `${OUTCOME[generated.outcome]}: ${valid} / ${invalid} (${requests})`;
      const seen = new Set([statuses, ...generated.coverage.statuses.keys()].filter(Boolean));
      statuses = [...seen].sort().join(', ');
      checks = [...generated.coverage.checks].join(', ');
    } else if (generated?.outcome === 'skip') {
      cases = `SKIP: ${generated.reason}`;
    }
    lines.push(`| ${cell(result.name)} | ${cell(example)} | ${cell(cases)} | ${cell(statuses)} | ${cell(checks)} |`);
  }
  if (steps.length) {
    lines.push('', '## Workflows (openapi/cliq.arazzo.yaml)', '', '| Step | Call | Outcome |', '|---|---|---|');
    for (const step of steps) {
      const outcome =
        step.outcome === 'skip' ? `SKIP: ${step.reason}` : `${OUTCOME[step.outcome]} (${step.status ?? 'no reply'})`;
      lines.push(`| ${cell(step.name)} | ${cell(step.label)} | ${cell(outcome)} |`);
    }
  }
  lines.push('');
  return lines.join('\n');
}
