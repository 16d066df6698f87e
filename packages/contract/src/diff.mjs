// cliq-contract diff <git ref> [<git ref>]            the contract at a git ref against the working tree (or
//                                                   against a second ref)        (npm run contract:diff)
// cliq-contract diff --base <file> [--head <file>]  two contract files
//
// Lists what changed between two versions of the contract, each change classified by api-smart-diff (a maintained
// OpenAPI 3.0/3.1 diff library; Atlassian's openapi-diff reads 3.0 only) for the two sides of the contract:
//   breaking for clients  the app built on the old version may fail against a server of the new one (a request
//                         field made required, a reply field removed, an operation removed, a new enum value in a
//                         reply...): the library's own classification of the change from old to new;
//   breaking for servers  a server built on the old version no longer keeps the new one (a reply field made
//                         required, a new operation, a new enum value in a request...): the same classification of
//                         the change read backwards (new to old), which is what a server has to catch up on.
// Changes are shown per operation, with the JSON pointer of each; changes inside components/ are shown where
// operations use them. Exit code: 1 when a change is breaking (for the side --fail-on names, both by default), 0
// otherwise, 2 for a usage error.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { apiCompare } from 'api-smart-diff';
import { HELP_OPTION, parseCommand, usageError } from './command.mjs';
import { contractFile, loadDocument } from './load.mjs';
import { createModel, HTTP_METHODS, toPointer } from './model.mjs';

const HELP = `Usage: cliq-contract diff <git ref> [<git ref>] [--contract <file>]
       cliq-contract diff --base <file> [--head <file>]

Compares the contract (--contract, default: the one this package ships) at a git ref (e.g. main, v1.2.0,
HEAD~3) with the working tree's (or with a second ref), or two contract files, and lists each change as
breaking or not, for clients and for servers.

  --contract <file>    the contract file of a git checkout, read at the refs
  --base <file>        the old contract (instead of a ref)
  --head <file>        the new contract (default: the --contract file of the working tree)
  --fail-on <side>     clients, servers or both (default): which breaking changes make the exit code 1
  --help               this text

Exit code: 0 no breaking change, 1 a breaking change, 2 usage error.`;

/** @param {string} message @returns {never} */
const usage = (message) => usageError('diff', HELP, message);

/**
 * `cliq-contract diff`; sets process.exitCode.
 * @param {string[]} argv
 */
export async function main(argv) {
  const parsed = parseCommand('diff', HELP, () =>
    parseArgs({
      args: argv,
      options: {
        base: { type: 'string' },
        head: { type: 'string' },
        'fail-on': { type: 'string' },
        contract: { type: 'string' },
        ...HELP_OPTION,
      },
      allowPositionals: true,
    }),
  );
  if (!parsed) return;
  const { values: args, positionals } = parsed;
  const failOn = args['fail-on'] ?? 'both';
  if (!['clients', 'servers', 'both'].includes(failOn))
    usage(`--fail-on takes clients, servers or both, got '${failOn}'`);
  if (positionals.length > 2) usage('at most two git refs');
  if (args.base && positionals.length) usage('give either git refs or --base, not both');
  if (!args.base && positionals.length === 0) usage('a git ref to compare with (e.g. main), or --base <file>');
  if (args.head && positionals.length === 2) usage('give either a second git ref or --head, not both');

  const scratch = mkdtempSync(join(tmpdir(), 'cliq-contract-diff-'));
  process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));

  // The contract file: read at the refs, and the new side unless --head names another (two files need none).
  /** @type {string} */
  let file = '';
  if (positionals.length > 0 || !args.head) {
    try {
      file = contractFile(args.contract);
    } catch (error) {
      usage(/** @type {Error} */ (error).message);
    }
  }
  // The contract's path in its git checkout (for `git show <ref>:<path>`), and how it is named to the reader.
  const CONTRACT = relative(process.cwd(), file) || file;
  /** @type {string | undefined} */
  let gitRoot;
  /** The checkout the contract file is in (asked only when a ref is given). */
  const checkout = () => {
    try {
      gitRoot ??= execFileSync('git', ['rev-parse', '--show-toplevel'], {
        cwd: dirname(file),
        encoding: 'utf8',
        stdio: 'pipe',
      }).trim();
    } catch {
      usage(`${CONTRACT} is not in a git checkout: compare files with --base <file> instead`);
    }
    return gitRoot;
  };

  /**
   * The contract at a git ref, as a file the loader can bundle.
   * @param {string} ref
   */
  function atRef(ref) {
    let text = '';
    try {
      const root = checkout();
      const inRepo = relative(root, file).split('\\').join('/');
      text = execFileSync('git', ['show', `${ref}:${inRepo}`], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
    } catch (caught) {
      const error = /** @type {Error & { stderr?: unknown }} */ (caught);
      usage(`cannot read ${CONTRACT} at '${ref}': ${String(error.stderr || error.message).trim()}`);
    }
    const copy = join(scratch, `${ref.replace(/[^\w.-]+/g, '_')}.yaml`);
    writeFileSync(copy, text);
    return copy;
  }

  const sides = args.base
    ? [{ file: resolve(args.base), name: args.base }]
    : [{ file: atRef(String(positionals[0])), name: `${CONTRACT} at ${positionals[0]}` }];
  if (positionals[1]) sides.push({ file: atRef(positionals[1]), name: `${CONTRACT} at ${positionals[1]}` });
  else sides.push({ file: resolve(args.head ?? file), name: args.head ?? `${CONTRACT} (working tree)` });

  /** @type {import('./model.mjs').OpenApiDocument | undefined} */
  let base;
  /** @type {import('./model.mjs').OpenApiDocument | undefined} */
  let head;
  try {
    [base, head] = await Promise.all(sides.map((side) => loadDocument(side.file)));
  } catch (error) {
    usage(/** @type {Error} */ (error).message);
  }

  // Copies: the library may annotate what it is given. Equal documents need no comparing (a few seconds saved).
  const same = isDeepStrictEqual(base, head);
  const forward = same ? [] : apiCompare(structuredClone(base), structuredClone(head)).diffs;
  const backward = same ? [] : apiCompare(structuredClone(head), structuredClone(base)).diffs;
  /** @typedef {{ path: (string | number)[], type: string, action: string, description?: string, before?: unknown, after?: unknown }} Diff */
  /** @param {Diff} diff */
  const key = (diff) => JSON.stringify(diff.path);
  const backwardByPath = new Map(backward.map((diff) => [key(diff), diff]));

  // One entry per change: the forward diff, else (a change only the backward reading sees) the backward one.
  const changes = [
    ...forward.map((diff) => ({ diff, clients: diff.type, servers: backwardByPath.get(key(diff))?.type ?? diff.type })),
    ...backward
      .filter((diff) => !forward.some((other) => key(other) === key(diff)))
      .map((diff) => ({ diff, clients: 'non-breaking', servers: diff.type })),
  ].filter(({ diff }) => diff.path[0] !== 'components');

  // The operations of each side, from the contract model (only when there is a change to place).
  /** @type {import('./model.mjs').ContractModel[] | undefined} */
  let models;
  /** @param {string} label */
  function operationNamed(label) {
    models ??= [head, base].flatMap((doc) => {
      try {
        return [createModel(doc)];
      } catch {
        return []; // a side the model cannot read (an old revision): its changes keep their plain path
      }
    });
    return models.map((model) => model.find(label)).find(Boolean);
  }
  /** @param {Diff} diff */
  function where(diff) {
    const [section, path, method] = diff.path.map(String);
    if (section !== 'paths') return String(section);
    if (!method || !(/** @type {readonly string[]} */ (HTTP_METHODS).includes(method))) return String(path);
    const label = `${method.toUpperCase()} ${path}`;
    const operation = operationNamed(label);
    return `${label}${operation ? ` (${operation.id})` : ''}`;
  }

  /** @param {string} type */
  const label = (type) => (type === 'breaking' ? 'BREAKING' : type);
  /** @type {Map<string, typeof changes>} */
  const groups = new Map();
  for (const change of changes) {
    const group = where(change.diff);
    const list = groups.get(group) ?? [];
    list.push(change);
    groups.set(group, list);
  }

  console.log(`cliq-contract diff ${sides[0]?.name} → ${sides[1]?.name}\n`);
  if (changes.length === 0) console.log('No changes.');
  for (const [group, list] of groups) {
    console.log(group);
    for (const { diff, clients, servers } of list) {
      const text = diff.description?.trim() || `${diff.action} ${JSON.stringify(diff.after ?? diff.before)}`;
      console.log(`  clients: ${label(clients).padEnd(12)} servers: ${label(servers).padEnd(12)} ${text}`);
      console.log(`    at ${toPointer(diff.path)}`);
    }
    console.log('');
  }

  const forClients = changes.filter((c) => c.clients === 'breaking').length;
  const forServers = changes.filter((c) => c.servers === 'breaking').length;
  console.log(
    `${changes.length} change(s): ${forClients} breaking for clients, ${forServers} breaking for servers, ` +
      `${changes.filter((c) => c.clients !== 'breaking' && c.servers !== 'breaking').length} breaking for neither`,
  );
  const failing = (failOn !== 'servers' ? forClients : 0) + (failOn !== 'clients' ? forServers : 0);
  if (failing > 0) {
    console.log(
      `✗ breaking: ${[failOn !== 'servers' && forClients ? 'clients built on the old version' : '', failOn !== 'clients' && forServers ? 'servers built on the old version' : ''].filter(Boolean).join(' and ')} need changes`,
    );
  }
  process.exitCode = failing > 0 ? 1 : 0;
}
