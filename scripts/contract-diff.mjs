#!/usr/bin/env node
// npm run contract:diff -- <git ref> [<git ref>]            openapi/cliq.yaml at a ref against the working tree
//                                                         (or against a second ref)
// npm run contract:diff -- --base <file> [--head <file>]  two contract files
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
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { apiCompare } from 'api-smart-diff';
import { CONTRACT_FILE, loadDocument } from '../openapi/load.mjs';
import { createModel, HTTP_METHODS, toPointer } from '../openapi/model.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const CONTRACT = relative(root, CONTRACT_FILE);

const HELP = `Usage: npm run contract:diff -- <git ref> [<git ref>]
       npm run contract:diff -- --base <file> [--head <file>]

Compares ${CONTRACT} at a git ref (e.g. main, v1.2.0, HEAD~3) with the working tree's (or with a second ref),
or two contract files, and lists each change as breaking or not, for clients and for servers.

  --base <file>        the old contract (instead of a ref)
  --head <file>        the new contract (default: ${CONTRACT} of the working tree)
  --fail-on <side>     clients, servers or both (default): which breaking changes make the exit code 1
  --help               this text

Exit code: 0 no breaking change, 1 a breaking change, 2 usage error.`;

function usage(message) {
  console.error(`contract:diff: ${message}\n\n${HELP}`);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    options: {
      base: { type: 'string' },
      head: { type: 'string' },
      'fail-on': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: true,
  });
} catch (error) {
  usage(error.message);
}
const { values: args, positionals } = parsed;
if (args.help) {
  console.log(HELP);
  process.exit(0);
}
const failOn = args['fail-on'] ?? 'both';
if (!['clients', 'servers', 'both'].includes(failOn))
  usage(`--fail-on takes clients, servers or both, got '${failOn}'`);
if (positionals.length > 2) usage('at most two git refs');
if (args.base && positionals.length) usage('give either git refs or --base, not both');
if (!args.base && positionals.length === 0) usage('a git ref to compare with (e.g. main), or --base <file>');
if (args.head && positionals.length === 2) usage('give either a second git ref or --head, not both');

const scratch = mkdtempSync(join(tmpdir(), 'cliq-contract-diff-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));

/** The contract at a git ref, as a file the loader can bundle. */
function atRef(ref) {
  let text;
  try {
    text = execFileSync('git', ['show', `${ref}:${CONTRACT}`], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    usage(`cannot read ${CONTRACT} at '${ref}': ${String(error.stderr || error.message).trim()}`);
  }
  const file = join(scratch, `${ref.replace(/[^\w.-]+/g, '_')}.yaml`);
  writeFileSync(file, text);
  return file;
}

const sides = args.base
  ? [{ file: resolve(args.base), name: args.base }]
  : [{ file: atRef(positionals[0]), name: `${CONTRACT} at ${positionals[0]}` }];
if (positionals[1]) sides.push({ file: atRef(positionals[1]), name: `${CONTRACT} at ${positionals[1]}` });
else sides.push({ file: resolve(args.head ?? CONTRACT_FILE), name: args.head ?? `${CONTRACT} (working tree)` });

let base;
let head;
try {
  [base, head] = await Promise.all(sides.map((side) => loadDocument(side.file)));
} catch (error) {
  usage(error.message);
}

// Copies: the library may annotate what it is given. Equal documents need no comparing (a few seconds saved).
const same = isDeepStrictEqual(base, head);
const forward = same ? [] : apiCompare(structuredClone(base), structuredClone(head)).diffs;
const backward = same ? [] : apiCompare(structuredClone(head), structuredClone(base)).diffs;
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
let models;
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
function where(diff) {
  const [section, path, method] = diff.path;
  if (section !== 'paths') return String(section);
  if (!HTTP_METHODS.includes(method)) return path;
  const label = `${method.toUpperCase()} ${path}`;
  const operation = operationNamed(label);
  return `${label}${operation ? ` (${operation.id})` : ''}`;
}

const label = (type) => (type === 'breaking' ? 'BREAKING' : type);
const groups = new Map();
for (const change of changes) {
  const group = where(change.diff);
  if (!groups.has(group)) groups.set(group, []);
  groups.get(group).push(change);
}

console.log(`contract:diff ${sides[0].name} → ${sides[1].name}\n`);
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
