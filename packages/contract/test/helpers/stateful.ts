// The tests' stateful server and how the tests run verify against it: as grace, the Cliquer whose password no
// example call changes (the reset link of the contract's examples is ada's), and sign in to it to replay a curl.
import { join } from 'node:path';
import type { startBuggyServer } from './buggy-server';
import { cli, type Outcome } from './cli';
import { CONTRACT } from './spec';

export type Server = Awaited<ReturnType<typeof startBuggyServer>>;

export const CREDENTIALS = [
  '--user', 'grace', '--user-password', 'Hopper1906',
  '--advertiser', 'glowbeauty', '--advertiser-password', 'Brand2026x',
  '--admin', 'admin', '--admin-password', 'Adm1nPass',
]; // prettier-ignore

/** Runs verify --allow-writes against `server` with the stateful accounts, its reports named `name` in `dir`. */
export const verifyStateful = (server: Server | undefined, dir: string, name: string, ...args: string[]): Promise<Outcome> =>
  cli([
    'verify', '--contract', CONTRACT, '--target', server?.url ?? '', ...CREDENTIALS, '--allow-writes',
    '--junit', join(dir, `${name}.xml`), '--report', join(dir, `${name}.md`), ...args,
  ]); // prettier-ignore

/** A fresh session of one account kind on the server, for replaying a printed curl. */
export async function signIn(server: Server | undefined, kind: 'user' | 'advertiser' | 'admin'): Promise<string> {
  const [path, body] = {
    user: ['/api/u/login', { user: 'grace', password: 'Hopper1906' }],
    advertiser: ['/api/a/login', { user: 'glowbeauty', password: 'Brand2026x' }],
    admin: ['/api/adm/login', { username: 'admin', password: 'Adm1nPass' }],
  }[kind] as [string, object];
  const reply = await fetch(`${server?.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'cliq-web', origin: server?.url ?? '' },
    body: JSON.stringify(body),
  });
  return /cliq_session=([^;]+)/.exec(reply.headers.get('set-cookie') ?? '')?.[1] ?? '';
}
