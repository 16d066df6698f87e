/**
 * The reference report collector behind nginx's /reports (deploy/collector/collector.mjs): what it writes of a
 * report (never a query, a fragment or a sample, whatever arrives), what it refuses, and its file across a rotation.
 * tests/prod/deploy-reports.spec.ts runs it behind nginx with a browser's reports.
 */
import { mkdtempSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scrubReport, scrubText, startCollector } from '../../../deploy/collector/collector.mjs';

const TOKEN = 'tok-5a4b3c2d1e';
const SITE = 'https://cliq.example';

/** A Trusted Types report as Chromium makes it for a document opened from a mail link, before the page removed the token. */
const browserReport = {
  type: 'csp-violation',
  age: 12,
  url: `${SITE}/login?token=${TOKEN}&email=ada%40example.com#${TOKEN}`,
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0',
  body: {
    documentURL: `${SITE}/login?token=${TOKEN}&email=ada%40example.com`,
    referrer: `https://ada:pw@mail.example/inbox?msg=${TOKEN}`,
    blockedURL: 'trusted-types-sink',
    sourceFile: `${SITE}/login?token=${TOKEN}`,
    effectiveDirective: 'require-trusted-types-for',
    originalPolicy: "require-trusted-types-for 'script'; report-to cliq",
    sample: 'Element innerHTML|<p>Welcome back, ada@example.com',
    disposition: 'report',
    lineNumber: 8,
    statusCode: 200,
    nested: { token: TOKEN },
  },
};

describe('what is written of a report', () => {
  it('keeps the page and the facts of a violation, without query, fragment, credentials or sample', () => {
    const written = scrubReport(browserReport, new Date('2026-01-02T03:04:05Z'));
    expect(written).toEqual({
      received: '2026-01-02T03:04:05.000Z',
      type: 'csp-violation',
      age: 12,
      url: `${SITE}/login`,
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0',
      body: {
        documentURL: `${SITE}/login`,
        referrer: 'https://mail.example/inbox',
        blockedURL: 'trusted-types-sink',
        sourceFile: `${SITE}/login`,
        effectiveDirective: 'require-trusted-types-for',
        originalPolicy: "require-trusted-types-for 'script'; report-to cliq",
        disposition: 'report',
        lineNumber: 8,
        statusCode: 200,
      },
    });
    const text = JSON.stringify(written);
    for (const secret of [TOKEN, 'ada@example.com', 'ada%40example.com', 'pw@']) expect(text).not.toContain(secret);
  });

  it('cuts the query off any address inside a text, and leaves other question marks alone', () => {
    expect(scrubText(`Failed to fetch ${SITE}/api/u/checkToken?token=${TOKEN} (network)`)).toBe(
      `Failed to fetch ${SITE}/api/u/checkToken (network)`,
    );
    expect(scrubText(`opened /login?token=${TOKEN}&email=a@b.c then`)).toBe('opened /login then');
    expect(scrubText('Unexpected token ? in JSON at position 0')).toBe('Unexpected token ? in JSON at position 0');
  });

  it('is nothing for what is not a report', () => {
    for (const value of [null, 'text', [], {}, { type: 'has space' }, { type: 7 }])
      expect(scrubReport(value)).toBeNull();
  });
});

describe('the collector', () => {
  let dir = '';
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let clock = Date.parse('2026-01-02T03:04:05Z');

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cliq-collector-'));
    collector = await startCollector({ port: 0, file: join(dir, 'log/reports.jsonl'), perMinute: 5, now: () => clock });
  });
  afterAll(async () => {
    await collector?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const post = (body: string, type = 'application/reports+json', path = '/reports') =>
    fetch(new URL(path, collector.url), { method: 'POST', headers: { 'content-type': type }, body });
  const lines = (file = collector.file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { type: string; url: string });

  it('writes one line per report, 0640, and a new file after a rotation', async () => {
    expect(
      (await post(JSON.stringify([browserReport, { type: 'cliq-error', url: `${SITE}/x`, body: {} }]))).status,
    ).toBe(204);
    expect(lines().map(({ type, url }) => [type, url])).toEqual([
      ['csp-violation', `${SITE}/login`],
      ['cliq-error', `${SITE}/x`],
    ]);
    expect(readFileSync(collector.file, 'utf8')).not.toContain(TOKEN);
    expect(statSync(collector.file).mode & 0o777).toBe(0o640);
    // logrotate moves the file away: the next batch starts a new one, with nothing to signal.
    renameSync(collector.file, `${collector.file}.1`);
    expect((await post(JSON.stringify([{ type: 'cliq-error', url: `${SITE}/y`, body: {} }]))).status).toBe(204);
    expect(lines().map(({ url }) => url)).toEqual([`${SITE}/y`]);
    expect(statSync(collector.file).mode & 0o777).toBe(0o640);
    expect(lines(`${collector.file}.1`)).toHaveLength(2);
  });

  it('refuses what is not a batch of reports, and writes nothing of it', async () => {
    const before = readFileSync(collector.file, 'utf8');
    expect((await post('[]', 'application/json')).status).toBe(415);
    expect((await post('not json')).status).toBe(400);
    expect((await post('{"type":"csp-violation"}')).status).toBe(400);
    const tooMany = Array.from({ length: 101 }, () => ({ type: 'cliq-error' }));
    expect((await post(JSON.stringify(tooMany))).status).toBe(400);
    expect((await post(`["${'x'.repeat(70_000)}"]`)).status).toBe(413);
    expect((await post('[]', 'application/reports+json', '/other')).status).toBe(404);
    expect((await fetch(collector.url)).status).toBe(405);
    expect(readFileSync(collector.file, 'utf8')).toBe(before);
  });

  it('writes at most its number of reports a minute, in all, then answers 429', async () => {
    clock += 60_000;
    const batch = (count: number) => JSON.stringify(Array.from({ length: count }, () => browserReport));
    expect((await post(batch(3))).status).toBe(204);
    expect((await post(batch(3))).status).toBe(429);
    expect((await post(batch(2))).status).toBe(204);
    clock += 60_000;
    expect((await post(batch(1))).status).toBe(204);
  });
});
