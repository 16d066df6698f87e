// JUnit XML for CI: one <testcase> per login step, per operation's example call, per operation's probes (class name
// 'probe.<tag>') and generated requests ('fuzz.<tag>'), per workflow step and per sign-out; <failure> with every
// failure as render.mjs writes it (the check, the reply, redacted, and the curl that replays it), <skipped> with the
// reason; an operation answered only with a declared error reply is <skipped> too ("error reply only"), since its
// own reply was not checked.
import { failureLines } from './render.mjs';

/** @param {unknown} text */
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

/** @param {number | undefined} ms */
const seconds = (ms) => ((ms ?? 0) / 1000).toFixed(3);

/** @param {import('./run.mjs').Result} result */
function classOf(result) {
  if (result.group === 'fuzz' || result.group === 'probe') return `${result.group}.${result.tag ?? 'operations'}`;
  if (result.group === 'operation') return result.tag ?? 'operations';
  return result.group;
}

/**
 * @param {import('./run.mjs').Result[]} results
 * @param {{ target: string, contract: string, ms: number, timestamp: string, seed?: number }} meta
 * @param {import('./render.mjs').RenderOptions} render
 */
export function toJUnit(results, { target, contract, ms, timestamp, seed }, render) {
  const failures = results.filter((r) => r.outcome === 'fail').length;
  const skipped = results.filter((r) => r.outcome === 'skip' || r.outcome === 'error-reply').length;
  const cases = results.map((r) => {
    const open = `    <testcase classname="${escapeXml(classOf(r))}" name="${escapeXml(r.name)}" time="${seconds(r.ms)}"`;
    if (r.outcome === 'pass') return `${open} />`;
    if (r.outcome === 'skip' || r.outcome === 'error-reply') {
      const reason = r.outcome === 'skip' ? r.reason : `error reply only: ${r.note}`;
      return `${open}>\n      <skipped message="${escapeXml(reason)}" />\n    </testcase>`;
    }
    const first = r.failures[0];
    const message = first
      ? `${first.kind === 'example' ? '' : `${first.check}: `}${render.redactor.text(first.messages[0] ?? '')}`
      : 'failed';
    const details = failureLines(r, { ...render, maxBody: 2000 }).join('\n');
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
