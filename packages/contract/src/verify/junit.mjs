// JUnit XML for CI: one <testcase> per login step, per operation and per operation's generated requests (class
// name 'fuzz.<tag>'), <failure> with every violation (and for generated requests the check, what was broken on
// purpose and the curl command that replays it), <skipped> with the reason; an operation answered only with a
// declared error reply is <skipped> too ("error reply only"), since its own reply was not checked.

const escapeXml = (text) =>
  String(text)
    // Characters XML 1.0 cannot carry at all.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const seconds = (ms) => ((ms ?? 0) / 1000).toFixed(3);

/** The text of one failure of generated requests: the check, its messages, what was broken, and the curl. */
export function fuzzFailureText(failure) {
  return [
    `${failure.check} (${failure.kind === 'valid' ? 'a request the contract accepts' : 'a request that breaks the request schema'}):`,
    ...failure.messages.map((message) => `  ${message}`),
    ...(failure.broken ? [`  broken on purpose: ${failure.broken}`] : []),
    `  replay (shrunk in ${failure.shrinks} steps): ${failure.curl}`,
  ].join('\n');
}

function failureOf(result) {
  if (result.group === 'fuzz') {
    const first = result.failures[0];
    return {
      message: `${first.check}: ${first.messages[0]}`,
      details: result.failures.map(fuzzFailureText).join('\n\n'),
    };
  }
  return {
    message: result.violations[0] ?? 'failed',
    details: [...result.violations, ...(result.reply ? [`reply: ${result.reply}`] : [])].join('\n'),
  };
}

export function toJUnit(results, { target, contract, ms, timestamp, seed }) {
  const failures = results.filter((r) => r.outcome === 'fail').length;
  const skipped = results.filter((r) => r.outcome === 'skip' || r.outcome === 'error-reply').length;
  const cases = results.map((r) => {
    const classname = r.group === 'fuzz' ? `fuzz.${r.tag ?? 'operations'}` : r.group;
    const open = `    <testcase classname="${escapeXml(classname)}" name="${escapeXml(r.name)}" time="${seconds(r.ms)}"`;
    if (r.outcome === 'pass') return `${open} />`;
    if (r.outcome === 'skip' || r.outcome === 'error-reply') {
      const reason = r.outcome === 'skip' ? r.reason : `error reply only: ${r.note}`;
      return `${open}>\n      <skipped message="${escapeXml(reason)}" />\n    </testcase>`;
    }
    const { message, details } = failureOf(r);
    return (
      `${open}>\n      <failure message="${escapeXml(message)}" type="ContractViolation">${escapeXml(details)}</failure>\n` +
      '    </testcase>'
    );
  });
  const attributes = `tests="${results.length}" failures="${failures}" errors="0" skipped="${skipped}" time="${seconds(ms)}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="cliq-contract verify" ${attributes}>`,
    `  <testsuite name="cliq-contract verify ${escapeXml(target)}" ${attributes} timestamp="${escapeXml(timestamp)}">`,
    '    <properties>',
    `      <property name="target" value="${escapeXml(target)}" />`,
    `      <property name="contract" value="${escapeXml(contract)}" />`,
    ...(seed === undefined ? [] : [`      <property name="seed" value="${escapeXml(seed)}" />`]),
    '    </properties>',
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
