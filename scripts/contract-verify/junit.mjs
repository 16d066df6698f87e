// JUnit XML for CI: one <testcase> per login step and per operation, <failure> with every violation, <skipped>
// with the reason.

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

export function toJUnit(results, { target, contract, ms, timestamp }) {
  const failures = results.filter((r) => r.outcome === 'fail').length;
  const skipped = results.filter((r) => r.outcome === 'skip').length;
  const cases = results.map((r) => {
    const open = `    <testcase classname="${escapeXml(r.group)}" name="${escapeXml(r.name)}" time="${seconds(r.ms)}"`;
    if (r.outcome === 'pass') return `${open} />`;
    if (r.outcome === 'skip') return `${open}>\n      <skipped message="${escapeXml(r.reason)}" />\n    </testcase>`;
    const message = r.violations[0] ?? 'failed';
    const details = [...r.violations, ...(r.reply ? [`reply: ${r.reply}`] : [])].join('\n');
    return (
      `${open}>\n      <failure message="${escapeXml(message)}" type="ContractViolation">${escapeXml(details)}</failure>\n` +
      '    </testcase>'
    );
  });
  const attributes = `tests="${results.length}" failures="${failures}" errors="0" skipped="${skipped}" time="${seconds(ms)}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract:verify" ${attributes}>`,
    `  <testsuite name="contract:verify ${escapeXml(target)}" ${attributes} timestamp="${escapeXml(timestamp)}">`,
    '    <properties>',
    `      <property name="target" value="${escapeXml(target)}" />`,
    `      <property name="contract" value="${escapeXml(contract)}" />`,
    '    </properties>',
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
