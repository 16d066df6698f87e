// cliq-contract diff (src/diff.mjs) on a fixture pair with one change of each kind (test/fixtures/contract-diff/):
// each is classified for clients and for servers, a breaking change exits 1, and no change (or only a reworded
// text) exits 0.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cli } from './helpers/cli';
import { CONTRACT } from './helpers/spec';

const FIXTURES = fileURLToPath(new URL('fixtures/contract-diff/', import.meta.url));
const BEFORE = `${FIXTURES}before.yaml`;
const AFTER = `${FIXTURES}after.yaml`;
const diff = (...args: string[]) => cli(['diff', ...args]);

/** The change lines of an operation: 'clients: X servers: Y text'. */
function changesOf(stdout: string, heading: string): string[] {
  const block = stdout.split('\n\n').find((part) => part.startsWith(`${heading}\n`)) ?? '';
  return block
    .split('\n')
    .filter((line) => line.startsWith('  clients:'))
    .map((line) => line.trim().replace(/\s+/g, ' '));
}

describe('cliq-contract diff', () => {
  it('classifies each change for clients and for servers, and exits 1 on a breaking one', async () => {
    const result = await diff('--base', BEFORE, '--head', AFTER);
    expect(result.code, result.stdout + result.stderr).toBe(1);
    expect(changesOf(result.stdout, 'POST /api/u/withdraw (withdrawPoints)')).toEqual([
      'clients: BREAKING servers: non-breaking [Added] required status to `currency` in Request Body content (application/json)',
      'clients: BREAKING servers: non-breaking [Added] property `currency` in Request Body content (application/json)',
      'clients: non-breaking servers: BREAKING [Added] required status to `message` in Response 200 content (application/json)',
    ]);
    expect(changesOf(result.stdout, 'GET /api/u/getTasks (getUserTasks)')).toEqual([
      'clients: BREAKING servers: non-breaking [Removed] operation GET /api/u/getTasks',
    ]);
    expect(changesOf(result.stdout, 'GET /api/u/profile-info (getUserProfile)')).toEqual([
      'clients: non-breaking servers: BREAKING [Added] operation GET /api/u/profile-info',
    ]);
    expect(changesOf(result.stdout, 'GET /api/s/session (getUserSession)')).toEqual([
      'clients: annotation servers: annotation [Replaced] annotation (summary)',
    ]);
    expect(result.stdout).toContain(
      '    at /paths/~1api~1u~1withdraw/post/requestBody/content/application~1json/schema/required/1',
    );
    expect(result.stdout).toContain(
      '6 change(s): 3 breaking for clients, 2 breaking for servers, 1 breaking for neither',
    );
  });

  it('--fail-on narrows the exit code to one side', async () => {
    const servers = await diff('--base', BEFORE, '--head', AFTER, '--fail-on', 'servers');
    expect(servers.code).toBe(1);
    expect(servers.stdout).toContain('✗ breaking: servers built on the old version need changes');
    // Reversed, the pair's breaking changes swap sides.
    const reversed = await diff('--base', AFTER, '--head', BEFORE, '--fail-on', 'clients');
    expect(reversed.stdout).toContain('2 breaking for clients, 3 breaking for servers');
  });

  it('exits 0 when nothing breaks, and reads the contract at git refs', async () => {
    const same = await diff('--base', BEFORE, '--head', BEFORE);
    expect(same.code, same.stdout + same.stderr).toBe(0);
    expect(same.stdout).toContain('No changes.');
    const refs = await diff('HEAD', 'HEAD', '--contract', CONTRACT);
    expect(refs.code, refs.stdout + refs.stderr).toBe(0);
    expect(refs.stdout).toContain('cliq-contract diff openapi/cliq.yaml at HEAD → openapi/cliq.yaml at HEAD');
    const unknown = await diff('no-such-ref', '--contract', CONTRACT);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("cannot read openapi/cliq.yaml at 'no-such-ref'");
  });
});
