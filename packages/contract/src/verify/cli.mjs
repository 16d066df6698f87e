// cliq-contract verify --target http://host:port [options]   (npm run contract:verify in the web client)
//
// Checks a running Cliq server against openapi/cliq.yaml: every operation is called once with the contract's own
// request example (after logging in per account kind for a session cookie), and each reply is checked: status
// declared, content type declared, body valid against the schema (Ajv 2020 + ajv-formats over the contract). A
// declared error reply (a 401 or 403 with the shared ErrorReply shape) conforms, but the operation's own reply was
// not checked: it is counted apart ("error reply only"). Operations that change data are called only with
// --allow-writes. --fuzz N adds N generated requests per operation, and N that break the request schema
// (fast-check, seeded, shrunk; scripts/contract-verify/fuzz.mjs).
// One line per operation (PASS / FAIL with the violations / DENY for an error reply only / SKIP with why), a
// summary of how much was checked, a JUnit XML report, a Markdown report, and exit code 1 when anything failed (2
// for a usage error). Traffic goes to the target only; redirects are not followed. See docs/tools.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { contractFile as chooseContract } from '../load.mjs';
import { loadContract, operations } from './contract.mjs';
import { newSeed } from './fuzz.mjs';
import { parseTarget } from './http.mjs';
import { toJUnit } from './junit.mjs';
import { tally, toMarkdown } from './report.mjs';
import { ACCOUNTS, selectOperations, verify } from './run.mjs';
import { exchangeLines } from './show.mjs';
import { workflowsFileOf } from './workflows.mjs';

const HELP = `Usage: cliq-contract verify --target <url> [options]

Calls the operations of the contract on a running server and checks each reply against the contract.
Read-only by default: an operation that changes data (registration, withdrawal, uploads, payment details,
task types, mails, logouts...: every one but the GETs, the logins and get_transaction) is skipped unless
--allow-writes is given. Point --allow-writes at a test server only.

  --target <url>            the server's base address, e.g. http://127.0.0.1:8080 (paths already start
                            with /api; a trailing /api is ignored)              env CLIQ_VERIFY_TARGET
  --only <name>             only these operations: a tag, an operationId or 'METHOD /path' (repeat the
                            flag or separate with commas)
  --allow-writes            also call the operations that change data (the package's README says what a
                            run writes, and the records and accounts the server needs)
  --fuzz <n>                after the example calls, n generated requests per operation that the contract
                            accepts and n that break the request schema, each reply checked
  --seed <n>                the seed of the generated requests (printed on every run; the same seed and
                            options send the same requests)
  --max-response-time <ms>  a reply to a generated request slower than this fails (default 5000)
  --workflows               run the contract's journeys (its .arazzo.yaml) with redocly respect (they
                            change data: needs --allow-writes; each needs its account's credentials)
  --stateless               the target keeps no state (the Prism mock): a workflow step that needs a
                            session or an earlier step's data is reported as one that cannot hold there
  --origin <url|none>       the Origin header sent (default the target's origin; none sends no Origin)
  --user <name>             Cliquer login, with --user-password        env CLIQ_VERIFY_USER(_PASSWORD)
  --advertiser <name>       advertiser login, with --advertiser-password
                                                                   env CLIQ_VERIFY_ADVERTISER(_PASSWORD)
  --admin <name>            admin login, with --admin-password       env CLIQ_VERIFY_ADMIN(_PASSWORD)
  --cookie <name=value>     a cookie sent with every signed-in call, for servers whose sessions come from
                            elsewhere (e.g. the Prism mock: --cookie cliq_session=verify)
                                                                          env CLIQ_VERIFY_COOKIE
  --verbose                 print each request sent (cookie and passwords elided) beside its reply
  --junit <file>            JUnit XML report (default test-results/contract-verify.junit.xml)
  --report <file>           Markdown report (default test-results/contract-verify.md)
  --timeout <ms>            per request (default 10000)
  --contract <file>         the contract (default: the one this package ships)
  --arazzo <file>           the journeys (default: <contract>.arazzo.yaml beside the contract)
  --help                    this text

Operations whose session is missing are skipped with the reason. Exit code: 0 nothing failed (skips and
error replies allowed: the summary says how much was checked), 1 something failed, 2 usage error. Prefer env
variables to flags for passwords (they stay out of shell history).`;

const COLORS = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (COLORS ? `\u001b[${code}m${text}\u001b[0m` : text);
const LABEL = {
  pass: paint('32', 'PASS'),
  fail: paint('31', 'FAIL'),
  skip: paint('33', 'SKIP'),
  'error-reply': paint('33', 'DENY'),
};

function usage(message) {
  console.error(`cliq-contract verify: ${message}\n\n${HELP}`);
  process.exit(2);
}

/**
 * Runs `cliq-contract verify` with its command-line arguments (after the subcommand); sets process.exitCode.
 * @param {string[]} argv
 */
export async function main(argv) {
  let args;
  try {
    args = parseArgs({
      args: argv,
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
        'allow-writes': { type: 'boolean' },
        fuzz: { type: 'string' },
        workflows: { type: 'boolean' },
        arazzo: { type: 'string' },
        stateless: { type: 'boolean' },
        seed: { type: 'string' },
        'max-response-time': { type: 'string' },
        origin: { type: 'string' },
        verbose: { type: 'boolean', short: 'v' },
        junit: { type: 'string' },
        report: { type: 'string' },
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
  const positive = (flag, fallback) => {
    const text = args[flag];
    if (text === undefined) return fallback;
    const value = Number(text);
    if (!Number.isFinite(value) || value <= 0) usage(`--${flag} must be a positive number, got '${text}'`);
    return value;
  };
  const timeoutMs = positive('timeout', 10_000);
  const maxResponseTimeMs = positive('max-response-time', 5_000);
  const runs = args.fuzz === undefined ? undefined : positive('fuzz');
  if (runs !== undefined && !Number.isInteger(runs)) usage(`--fuzz takes a whole number of requests, got '${args.fuzz}'`);
  if (args.seed !== undefined && !/^-?\d+$/.test(args.seed)) usage(`--seed takes a whole number, got '${args.seed}'`);
  const seed = args.seed === undefined ? newSeed() : Number(args.seed) | 0;

  let origin = target.origin;
  if (args.origin !== undefined) {
    if (args.origin === 'none') origin = undefined;
    else {
      try {
        const url = new URL(args.origin);
        if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
        origin = url.origin;
      } catch {
        usage(`--origin takes an http(s) origin such as https://cliq.example, or none; got '${args.origin}'`);
      }
    }
  }

  let contractFile;
  try {
    contractFile = chooseContract(args.contract);
  } catch (error) {
    usage(error.message);
  }
  const contractName = relative(process.cwd(), contractFile) || contractFile;
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
  const allowWrites = args['allow-writes'] === true;
  const sessionCookies = [...new Set(Object.values(model.cookieSchemes()))];

  const title = `${doc.info?.title ?? 'API'} ${doc.info?.version ?? ''}`.trim();
  console.log(`cliq-contract verify ${target.text} against ${contractName} (${title})`);
  console.log(
    `${allowWrites ? 'Writes allowed: operations that change data are called' : 'Read-only: operations that change data are skipped (--allow-writes calls them)'}; ` +
      `Origin: ${origin ?? 'none'}${runs === undefined ? '' : `; --fuzz ${runs} --seed ${seed}`}\n`,
  );

  const width = Math.max(...operations(model).map((o) => o.id.length)) + 1;
  let section = '';
  const started = performance.now();
  const SECTIONS = {
    login: 'Login',
    fuzz: `Generated requests (--fuzz ${runs}, seed ${seed})`,
    workflow: `Workflows (openapi/cliq.arazzo.yaml, run by redocly respect${args.stateless ? '; --stateless' : ''})`,
  };
  const stepWidth = 36;

  function printFuzz(result, line) {
    let text = line;
    if (result.outcome === 'skip') text += `  ${result.reason}`;
    else {
      const { valid, invalid, requests, statuses } = result.coverage;
      const seen = [...statuses.keys()].sort().join(', ');
      text += `  ${valid} valid + ${invalid} invalid, ${requests} requests  statuses ${seen}  ${((result.ms ?? 0) / 1000).toFixed(1)} s`;
    }
    console.log(text.trimEnd());
    for (const failure of result.failures) {
      const kind = failure.kind === 'valid' ? 'a request the contract accepts' : 'a request that breaks the schema';
      console.log(`        ${paint('31', '✗')} ${failure.check} (${kind}): ${failure.messages[0]}`);
      for (const message of failure.messages.slice(1)) console.log(`          ${message}`);
      if (failure.broken) console.log(`          broken on purpose: ${failure.broken}`);
      console.log(`          replay (shrunk in ${failure.shrinks} steps): ${failure.curl}`);
    }
  }

  function print(result) {
    const heading = SECTIONS[result.group] ?? 'Operations';
    if (heading !== section) {
      if (section) console.log('');
      console.log(heading);
      section = heading;
    }
    let line;
    if (result.group === 'login') {
      line = `  ${LABEL[result.outcome]}  ${result.name}`;
    } else if (result.group === 'workflow') {
      line = `  ${LABEL[result.outcome]}  ${result.name.padEnd(stepWidth)} ${result.label.padEnd(38)}`;
    } else {
      const [method, path] = result.label.split(' ');
      line = `  ${LABEL[result.outcome]}  ${result.id.padEnd(width)} ${method.padEnd(6)} ${path.padEnd(32)}`;
    }
    if (result.group === 'fuzz') {
      printFuzz(result, line);
      return;
    }
    if (result.outcome === 'skip') line += `  ${result.reason}`;
    else if (result.status !== undefined) {
      const type = result.group === 'workflow' ? '' : ` ${(result.contentType || '-').split(';')[0]}`;
      line += `  ${result.status}${type}  ${Math.round(result.ms ?? 0)} ms`;
    }
    if (result.note) line += `  (${result.note})`;
    console.log(line.trimEnd());
    for (const violation of result.violations) console.log(`        ${paint('31', '✗')} ${violation}`);
    if (result.outcome === 'fail' && result.reply) console.log(`        reply: ${result.reply}`);
  }

  const log = args.verbose
    ? (request, reply) => {
        for (const text of exchangeLines(request, reply, sessionCookies)) console.log(`    ${text}`);
      }
    : undefined;

  const results = await verify(
    {
      model,
      target,
      only: args.only,
      credentials,
      cookies,
      timeoutMs,
      allowWrites,
      origin,
      log,
      fuzz: runs === undefined ? undefined : { runs, seed, maxResponseTimeMs },
      workflows: args.workflows
        ? { stateless: args.stateless === true, file: resolve(args.arazzo ?? workflowsFileOf(contractFile)) }
        : undefined,
    },
    print,
  );
  const ms = performance.now() - started;

  // ------------------------------------------------------------------------------------------------ summary
  const ops = results.filter((r) => !['login', 'fuzz', 'workflow'].includes(r.group));
  const steps = tally(results.filter((r) => r.group === 'workflow'));
  const logins = tally(results.filter((r) => r.group === 'login'));
  const fuzzed = results.filter((r) => r.group === 'fuzz');
  const once = tally(ops);
  const failed = results.filter((r) => r.outcome === 'fail').length;
  console.log(
    `\n${once.total} operations: ${once.pass} passed, ${once.errorReply} error reply only, ${once.fail} failed, ${once.skip} skipped` +
      (logins.total ? `; logins: ${logins.pass} passed, ${logins.fail} failed, ${logins.skip} skipped` : '') +
      ` (${(ms / 1000).toFixed(1)} s)`,
  );
  if (fuzzed.length) {
    const generated = tally(fuzzed);
    const requests = fuzzed.reduce((sum, r) => sum + (r.coverage?.requests ?? 0), 0);
    console.log(
      `Generated requests: ${requests} to ${generated.total - generated.skip} operations: ${generated.pass} passed, ` +
        `${generated.fail} failed, ${generated.skip} skipped (seed ${seed})`,
    );
  }

  if (steps.total) {
    const held = results.filter((r) => r.group === 'workflow' && /^cannot hold/.test(r.reason ?? '')).length;
    console.log(
      `Workflow steps: ${steps.pass} passed, ${steps.fail} failed, ${held} cannot hold on a stateless server, ` +
        `${steps.skip - held} skipped or not run`,
    );
  }

  // How much was checked, in plain words: "follows the contract" only when every operation's own reply was checked.
  const notChecked = [
    once.errorReply ? `${once.errorReply} answered only with an error reply (401/403)` : '',
    once.skip ? `${once.skip} skipped` : '',
  ].filter(Boolean);
  let verdict;
  if (failed > 0) verdict = `✗ ${failed} check(s) failed`;
  else if (once.pass === 0) verdict = `? nothing was checked: of ${once.total} operations, ${notChecked.join(' and ')}`;
  else if (notChecked.length) {
    verdict = `✓ no violation found, but only ${once.pass} of ${once.total} operations had their own reply checked (${notChecked.join(', ')})`;
  } else verdict = '✓ the server follows the contract: every operation replied and each reply was checked';
  if (failed === 0 && fuzzed.some((r) => r.outcome === 'pass')) {
    verdict += `; ${fuzzed.filter((r) => r.outcome === 'pass').length} operations passed the generated requests`;
  }

  const meta = { target: target.text, contract: `${contractName} (${title})`, ms, timestamp: new Date().toISOString() };
  const fuzzMeta = runs === undefined ? {} : { seed, runs };
  const shownPath = (file) => {
    const shown = relative(process.cwd(), file);
    return shown && !shown.startsWith('..') ? shown : file;
  };
  const junitFile = resolve(args.junit ?? 'test-results/contract-verify.junit.xml');
  mkdirSync(dirname(junitFile), { recursive: true });
  writeFileSync(junitFile, toJUnit(results, { ...meta, ...fuzzMeta }));
  const reportFile = resolve(args.report ?? 'test-results/contract-verify.md');
  mkdirSync(dirname(reportFile), { recursive: true });
  writeFileSync(reportFile, toMarkdown(results, { ...meta, ...fuzzMeta, verdict }));
  console.log(`JUnit report: ${shownPath(junitFile)}`);
  console.log(`Markdown report: ${shownPath(reportFile)}`);
  if (runs !== undefined) console.log(`Seed: ${seed} (repeat this run with --seed ${seed})`);
  console.log(failed > 0 ? paint('31', verdict) : paint(notChecked.length || once.pass === 0 ? '33' : '32', verdict));
  process.exitCode = failed > 0 ? 1 : 0;
}
