#!/usr/bin/env node
// npm run contract:verify -- --target http://host:port [options]
//
// Checks a running Cliq server against openapi/cliq.yaml: every operation is called once with the contract's own
// request example (after logging in per account kind for a session cookie), and each reply is checked: status
// declared, content type declared, body valid against the schema (Ajv 2020 + ajv-formats over the contract). A
// declared error reply (a 401 or 403 with the shared ErrorReply shape) conforms: it passes, with a note that the
// operation's own reply was not checked.
// One line per operation (PASS / FAIL with the violations / SKIP with why), a summary, a JUnit XML report, and
// exit code 1 when anything failed (2 for a usage error). Traffic goes to the target only; redirects are not
// followed. See docs/tools.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadContract, operations } from './contract-verify/contract.mjs';
import { parseTarget } from './contract-verify/http.mjs';
import { toJUnit } from './contract-verify/junit.mjs';
import { ACCOUNTS, selectOperations, verify } from './contract-verify/run.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const HELP = `Usage: npm run contract:verify -- --target <url> [options]

Calls every operation of openapi/cliq.yaml on a running server and checks each reply against the contract.

  --target <url>            the server's base address, e.g. http://127.0.0.1:8080 (paths already start
                            with /api; a trailing /api is ignored)              env CLIQ_VERIFY_TARGET
  --only <tag|operationId>  only these operations (repeat the flag or separate with commas)
  --user <name>             Cliquer login, with --user-password        env CLIQ_VERIFY_USER(_PASSWORD)
  --advertiser <name>       advertiser login, with --advertiser-password
                                                                   env CLIQ_VERIFY_ADVERTISER(_PASSWORD)
  --admin <name>            admin login, with --admin-password       env CLIQ_VERIFY_ADMIN(_PASSWORD)
  --cookie <name=value>     a cookie sent with every signed-in call, for servers whose sessions come from
                            elsewhere (e.g. the Prism mock: --cookie cliq_session=verify)
                                                                          env CLIQ_VERIFY_COOKIE
  --junit <file>            JUnit XML report (default test-results/contract-verify.junit.xml)
  --timeout <ms>            per request (default 10000)
  --contract <file>         the contract (default openapi/cliq.yaml)
  --help                    this text

Operations whose session is missing are skipped with the reason. Exit code: 0 all passed (skips allowed),
1 something failed, 2 usage error. Prefer env variables to flags for passwords (they stay out of shell history).`;

const COLORS = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (COLORS ? `\u001b[${code}m${text}\u001b[0m` : text);
const LABEL = { pass: paint('32', 'PASS'), fail: paint('31', 'FAIL'), skip: paint('33', 'SKIP') };

function usage(message) {
  console.error(`contract:verify: ${message}\n\n${HELP}`);
  process.exit(2);
}

let args;
try {
  args = parseArgs({
    options: {
      target: { type: 'string' },
      only: { type: 'string', multiple: true },
      user: { type: 'string' },
      'user-password': { type: 'string' },
      advertiser: { type: 'string' },
      'advertiser-password': { type: 'string' },
      admin: { type: 'string' },
      'admin-password': { type: 'string' },
      cookie: { type: 'string', multiple: true },
      junit: { type: 'string' },
      timeout: { type: 'string' },
      contract: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: false,
  }).values;
} catch (error) {
  usage(error.message);
}

if (args.help) {
  console.log(HELP);
  process.exit(0);
}

const env = process.env;
const targetText = args.target ?? env.CLIQ_VERIFY_TARGET;
if (!targetText) usage('--target is required (the server to check, e.g. --target http://127.0.0.1:8080)');
let target;
try {
  target = parseTarget(targetText);
} catch (error) {
  usage(error.message);
}
const timeoutMs = Number(args.timeout ?? 10_000);
if (!Number.isFinite(timeoutMs) || timeoutMs <= 0)
  usage(`--timeout must be a positive number of ms, got '${args.timeout}'`);

const contractFile = resolve(root, args.contract ?? 'openapi/cliq.yaml');
const contractName = relative(root, contractFile) || contractFile;
let model;
try {
  model = await loadContract(contractFile);
} catch (error) {
  usage(`cannot read the contract ${contractName}: ${error.message}`);
}
const { doc } = model;
try {
  selectOperations(operations(model), args.only);
} catch (error) {
  usage(error.message);
}

const credentials = {};
for (const account of ACCOUNTS) {
  const name = args[account.flag] ?? env[account.env];
  const password = args[`${account.flag}-password`] ?? env[`${account.env}_PASSWORD`];
  if ((name && !password) || (!name && password)) {
    usage(
      `--${account.flag} and --${account.flag}-password go together (or ${account.env} and ${account.env}_PASSWORD)`,
    );
  }
  if (name) credentials[account.kind] = { name, password };
}
const cookies = [...(args.cookie ?? []), ...(env.CLIQ_VERIFY_COOKIE ? [env.CLIQ_VERIFY_COOKIE] : [])];
for (const cookie of cookies) {
  if (!/^[^=;\s]+=[^;]*$/.test(cookie.trim())) usage(`--cookie takes name=value, got '${cookie}'`);
}

const title = `${doc.info?.title ?? 'API'} ${doc.info?.version ?? ''}`.trim();
console.log(`contract:verify ${target.text} against ${contractName} (${title})\n`);

const width = Math.max(...operations(model).map((o) => o.id.length)) + 1;
let section = '';
const started = performance.now();

function print(result) {
  const heading = result.group === 'login' ? 'Login' : 'Operations';
  if (heading !== section) {
    if (section) console.log('');
    console.log(heading);
    section = heading;
  }
  let line;
  if (result.group === 'login') {
    line = `  ${LABEL[result.outcome]}  ${result.name}`;
  } else {
    const [method, path] = result.label.split(' ');
    line = `  ${LABEL[result.outcome]}  ${result.id.padEnd(width)} ${method.padEnd(6)} ${path.padEnd(32)}`;
  }
  if (result.outcome === 'skip') line += `  ${result.reason}`;
  else if (result.status !== undefined) {
    const type = (result.contentType || '-').split(';')[0];
    line += `  ${result.status} ${type}  ${Math.round(result.ms ?? 0)} ms`;
  }
  if (result.note) line += `  (${result.note})`;
  console.log(line.trimEnd());
  for (const violation of result.violations) console.log(`        ${paint('31', '✗')} ${violation}`);
  if (result.outcome === 'fail' && result.reply) console.log(`        reply: ${result.reply}`);
}

const results = await verify({ model, target, only: args.only, credentials, cookies, timeoutMs }, print);
const ms = performance.now() - started;

const count = (list, outcome) => list.filter((r) => r.outcome === outcome).length;
const ops = results.filter((r) => r.group !== 'login');
const logins = results.filter((r) => r.group === 'login');
const failed = count(results, 'fail');
console.log(
  `\n${ops.length} operations: ${count(ops, 'pass')} passed, ${count(ops, 'fail')} failed, ${count(ops, 'skip')} skipped` +
    (logins.length
      ? `; logins: ${count(logins, 'pass')} passed, ${count(logins, 'fail')} failed, ${count(logins, 'skip')} skipped`
      : '') +
    ` (${(ms / 1000).toFixed(1)} s)`,
);

const junitFile = resolve(root, args.junit ?? 'test-results/contract-verify.junit.xml');
mkdirSync(dirname(junitFile), { recursive: true });
writeFileSync(
  junitFile,
  toJUnit(results, {
    target: target.text,
    contract: `${contractName} (${title})`,
    ms,
    timestamp: new Date().toISOString(),
  }),
);
const shown = relative(process.cwd(), junitFile);
console.log(`JUnit report: ${shown && !shown.startsWith('..') ? shown : junitFile}`);
console.log(failed > 0 ? paint('31', `✗ ${failed} check(s) failed`) : paint('32', '✓ the server follows the contract'));
process.exitCode = failed > 0 ? 1 : 0;
