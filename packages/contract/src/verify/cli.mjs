// cliq-contract verify --target http://host:port [options]   (npm run contract:verify in the web client)
//
// Checks a running server against the contract: every operation is called once with the contract's own request
// example (after logging in per account kind for a session cookie), and each reply is checked: status declared,
// content type declared, body valid against the schema (Ajv 2020 + ajv-formats over the contract). A declared error
// reply (a 401 or 403 with the shared ErrorReply shape) conforms, but the operation's own reply was not checked: it
// is counted apart ("error reply only"). Then, on every run, the auth and CSRF probes (ignored_auth,
// missing_required_header). Operations that change data are called only with --allow-writes. --fuzz N adds the
// deterministic cases and N random requests per operation that the contract accepts and N that break it.
// One line per operation (PASS / FAIL with the violations, the reply and a curl / DENY for an error reply only /
// SKIP with why), a summary of how much was checked (success replies per operation beside the refusals), a JUnit
// XML report, a Markdown report, and exit code 1 when anything failed (2 for a usage error). Replies are redacted
// unless --show-replies. Traffic goes to the target only; redirects are not followed; the run signs out of every
// session it signed in to.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { HELP_OPTION, parseCommand, usageError } from '../command.mjs';
import { optionalBin } from '../optional.mjs';
import { ACCOUNTS } from './accounts.mjs';
import { parseTarget } from './http.mjs';

// The rest (the contract's loader, Ajv, fast-check, the reports) is imported once the flags are checked: a typo is
// answered without loading them.

/** A new random seed for a run (printed, so the run can be repeated with --seed). */
const newSeed = () => Math.floor(Math.random() * 2 ** 31);

const HELP = `Usage: cliq-contract verify --target <url> [options]

Calls the operations of the contract on a running server and checks each reply against it, then probes every
signed-in operation without a session and with another account kind's (ignored_auth), and every state-changing
one without its CSRF header (missing_required_header). Read-only by default: an operation that changes data
(registration, withdrawal, uploads, payment details, task types, mails, logouts...: every one but the GETs, the
logins and get_transaction) is neither called nor probed unless --allow-writes is given. Point --allow-writes at
a test server only. A run signs out of every session it signed in to.

  --target <url>            the server's base address, e.g. http://127.0.0.1:8080 (paths already start
                            with /api; a trailing /api is ignored)              env CLIQ_VERIFY_TARGET
  --only <name>             only these operations: a tag, an operationId or 'METHOD /path' (repeat the
                            flag or separate with commas)
  --allow-writes            also call the operations that change data (the package's README says what a
                            run writes, and the records and accounts the server needs)
  --fuzz <n>                after the example calls, per operation: the deterministic cases (every bound,
                            enum, format and required field, text in other scripts), then n random requests
                            the contract accepts and n that break the request schema, each reply checked
  --seed <n>                the seed of the random requests (printed on every run; the same seed and
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
  --show-replies            show replies in full (by default e-mails, names, phone numbers, tokens, payment
                            details and the contract's personal fields are redacted): for local use only
  --verbose                 print each request sent (cookie and passwords elided) beside its reply
  --max-wait <s>            the longest Retry-After of a 429 waited for, once per operation (default 60)
  --junit <file>            JUnit XML report (default test-results/contract-verify.junit.xml)
  --report <file>           Markdown report (default test-results/contract-verify.md); the files a failure's
                            curl sends (the upload's PNG) go in contract-verify-files/ beside it
  --timeout <ms>            per request (default 10000)
  --contract <file>         the contract (default: the one this package ships)
  --arazzo <file>           the journeys (default: <contract>.arazzo.yaml beside the contract)
  --help                    this text

Operations whose session is missing are skipped with the reason. Exit code: 0 nothing failed (skips and
error replies allowed: the summary says how much was checked), 1 something failed, 2 usage error. Prefer env
variables to flags for passwords (they stay out of shell history).`;

const COLORS = process.stdout.isTTY && !process.env.NO_COLOR;
/** @param {string} code @param {string} text */
const paint = (code, text) => (COLORS ? `\u001b[${code}m${text}\u001b[0m` : text);
const LABEL = {
  pass: paint('32', 'PASS'),
  fail: paint('31', 'FAIL'),
  skip: paint('33', 'SKIP'),
  'error-reply': paint('33', 'DENY'),
};

/** @param {string} message @returns {never} */
const usage = (message) => usageError('verify', HELP, message);

/**
 * Runs `cliq-contract verify` with its command-line arguments (after the subcommand); sets process.exitCode.
 * @param {string[]} argv
 */
export async function main(argv) {
  const parsed = parseCommand('verify', HELP, () =>
    parseArgs({
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
        'max-wait': { type: 'string' },
        origin: { type: 'string' },
        'show-replies': { type: 'boolean' },
        verbose: { type: 'boolean', short: 'v' },
        junit: { type: 'string' },
        report: { type: 'string' },
        timeout: { type: 'string' },
        contract: { type: 'string' },
        ...HELP_OPTION,
      },
    }),
  );
  if (!parsed) return;
  const args = parsed.values;

  // Every flag is checked before the contract is read, so a typo is answered at once.
  const env = process.env;
  const targetText = args.target ?? env.CLIQ_VERIFY_TARGET;
  if (!targetText) usage('--target is required (the server to check, e.g. --target http://127.0.0.1:8080)');
  let target;
  try {
    target = parseTarget(targetText);
  } catch (error) {
    usage(/** @type {Error} */ (error).message);
  }
  /** @param {'timeout' | 'max-response-time' | 'fuzz' | 'max-wait'} flag @param {number} [fallback] */
  const positive = (flag, fallback) => {
    const text = args[flag];
    if (text === undefined) return fallback;
    const value = Number(text);
    if (!Number.isFinite(value) || value <= 0) usage(`--${flag} must be a positive number, got '${text}'`);
    return value;
  };
  const timeoutMs = positive('timeout', 10_000) ?? 10_000;
  const maxResponseTimeMs = positive('max-response-time', 5_000) ?? 5_000;
  const maxWaitMs = (positive('max-wait', 60) ?? 60) * 1000;
  const runs = positive('fuzz');
  if (runs !== undefined && !Number.isInteger(runs))
    usage(`--fuzz takes a whole number of requests, got '${args.fuzz}'`);
  if (args.seed !== undefined && !/^-?\d+$/.test(args.seed)) usage(`--seed takes a whole number, got '${args.seed}'`);
  const seed = args.seed === undefined ? newSeed() : Number(args.seed) | 0;

  /** @type {string | undefined} */
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

  /** @type {Record<string, { name: string, password: string }>} */
  const credentials = {};
  for (const account of ACCOUNTS) {
    const name = args[/** @type {'user' | 'advertiser' | 'admin'} */ (account.flag)] ?? env[account.env];
    const password =
      args[/** @type {'user-password' | 'advertiser-password' | 'admin-password'} */ (`${account.flag}-password`)] ??
      env[`${account.env}_PASSWORD`];
    if ((name && !password) || (!name && password)) {
      usage(
        `--${account.flag} and --${account.flag}-password go together (or ${account.env} and ${account.env}_PASSWORD)`,
      );
    }
    if (name && password) credentials[account.kind] = { name, password };
  }
  const cookies = [...(args.cookie ?? []), ...(env.CLIQ_VERIFY_COOKIE ? [env.CLIQ_VERIFY_COOKIE] : [])];
  for (const cookie of cookies) {
    if (!/^[^=;\s]+=[^;]*$/.test(cookie.trim())) usage(`--cookie takes name=value, got '${cookie}'`);
  }
  const allowWrites = args['allow-writes'] === true;
  if (args.workflows) {
    // Respect is an optional dependency: say so before the run rather than at its end.
    try {
      optionalBin('@redocly/cli', 'redocly', 'verify --workflows (redocly respect)');
    } catch (error) {
      usage(/** @type {Error} */ (error).message);
    }
  }

  const [
    { contractFile: chooseContract },
    { loadContract, operations },
    { createRedactor },
    { failureLines },
    report,
    run,
    show,
    workflows,
    { toJUnit },
  ] = await Promise.all([
    import('../load.mjs'),
    import('./contract.mjs'),
    import('./redact.mjs'),
    import('./render.mjs'),
    import('./report.mjs'),
    import('./run.mjs'),
    import('./show.mjs'),
    import('./workflows.mjs'),
    import('./junit.mjs'),
  ]);
  const { tally, toMarkdown } = report;
  const { selectOperations, verify } = run;
  const { exchangeLines } = show;
  const { newRunId, workflowsFileOf } = workflows;

  let contractFile = '';
  try {
    contractFile = chooseContract(args.contract);
  } catch (error) {
    usage(/** @type {Error} */ (error).message);
  }
  const contractName = relative(process.cwd(), contractFile) || contractFile;
  let model;
  try {
    model = await loadContract(contractFile);
  } catch (error) {
    usage(`cannot read the contract ${contractName}: ${/** @type {Error} */ (error).message}`);
  }
  const { doc } = model;
  try {
    selectOperations(operations(model), args.only);
  } catch (error) {
    usage(/** @type {Error} */ (error).message);
  }
  const sessionCookies = [...new Set(Object.values(model.cookieSchemes()))];
  const redactor = createRedactor(model, { showReplies: args['show-replies'] === true });
  const render = { redactor, sessionCookies, mark: (/** @type {string} */ text) => paint('31', text) };
  const reportFile = resolve(args.report ?? 'test-results/contract-verify.md');
  const junitFile = resolve(args.junit ?? 'test-results/contract-verify.junit.xml');
  const filesDir = join(dirname(reportFile), 'contract-verify-files');
  mkdirSync(filesDir, { recursive: true });

  const info = /** @type {{ title?: string, version?: string }} */ (doc.info);
  const title = `${info.title ?? 'API'} ${info.version ?? ''}`.trim();
  console.log(`cliq-contract verify ${target.text} against ${contractName} (${title})`);
  console.log(
    `${allowWrites ? 'Writes allowed: operations that change data are called' : 'Read-only: operations that change data are skipped (--allow-writes calls them)'}; ` +
      `Origin: ${origin ?? 'none'}; replies ${redactor.shown ? 'shown in full' : 'redacted'}` +
      `${runs === undefined ? '' : `; --fuzz ${runs} --seed ${seed}`}\n`,
  );

  const width = Math.max(...operations(model).map((o) => o.id.length)) + 1;
  let section = '';
  const started = performance.now();
  /** @type {Record<string, string>} */
  const SECTIONS = {
    login: 'Login',
    operation: "Operations (the contract's examples)",
    probe: 'Auth and CSRF probes (ignored_auth, missing_required_header)',
    fuzz: `Generated requests (--fuzz ${runs}, seed ${seed}: the deterministic cases, then the random ones)`,
    workflow: `Workflows (${relative(process.cwd(), args.arazzo ? resolve(args.arazzo) : workflowsFileOf(contractFile))}, run by redocly respect${args.stateless ? '; --stateless' : ''})`,
    signout: 'Sign-out',
  };
  const stepWidth = 36;

  /** @param {import('./run.mjs').Result} result */
  function print(result) {
    const heading = SECTIONS[result.group] ?? 'Operations';
    if (heading !== section) {
      if (section) console.log('');
      console.log(heading);
      section = heading;
    }
    let line;
    if (result.group === 'login' || result.group === 'signout') line = `  ${LABEL[result.outcome]}  ${result.name}`;
    else if (result.group === 'workflow') {
      line = `  ${LABEL[result.outcome]}  ${result.name.padEnd(stepWidth)} ${(result.label ?? '').padEnd(38)}`;
    } else {
      const [method = '', path = ''] = (result.label ?? '').split(' ');
      line = `  ${LABEL[result.outcome]}  ${result.id.padEnd(width)} ${method.padEnd(6)} ${path.padEnd(32)}`;
    }
    if (result.outcome === 'skip') line += `  ${result.reason ?? ''}`;
    else if (result.group === 'fuzz' && result.coverage) {
      const { cases, valid, invalid, requests, statuses } = result.coverage;
      const seen = [...statuses.keys()].sort().join(', ');
      line += `  ${cases} cases + ${valid} valid + ${invalid} invalid, ${requests} requests  statuses ${seen}  ${((result.ms ?? 0) / 1000).toFixed(1)} s`;
    } else if (result.group === 'probe') {
      line += `  ${result.note ?? ''}`;
    } else if (result.status !== undefined) {
      const type = result.group === 'workflow' ? '' : ` ${(result.contentType || '-').split(';')[0]}`;
      line += `  ${result.status}${type}  ${Math.round(result.ms ?? 0)} ms`;
    }
    if (result.note && result.group !== 'probe') line += `  (${result.note})`;
    console.log(line.trimEnd());
    for (const text of failureLines(result, render)) console.log(`        ${text}`);
  }

  const log = args.verbose
    ? /** @type {(request: import('./show.mjs').SentRequest, reply: import('./http.mjs').Reply) => void} */ (
        (request, reply) => {
          for (const text of exchangeLines(request, reply, redactor, sessionCookies)) console.log(`    ${text}`);
        }
      )
    : undefined;

  /** @type {import('./run.mjs').Tally} */
  const checked = new Map();
  const results = await verify(
    {
      model,
      target,
      ...(args.only ? { only: args.only } : {}),
      credentials,
      cookies,
      timeoutMs,
      allowWrites,
      ...(origin ? { origin } : {}),
      ...(log ? { log } : {}),
      ...(runs === undefined ? {} : { fuzz: { runs, seed, maxResponseTimeMs } }),
      ...(args.workflows
        ? {
            workflows: {
              stateless: args.stateless === true,
              file: args.arazzo ? resolve(args.arazzo) : workflowsFileOf(contractFile),
              runId: newRunId(),
            },
          }
        : {}),
      filesDir,
      maxWaitMs,
      tally: checked,
    },
    print,
  );
  const ms = performance.now() - started;

  // ------------------------------------------------------------------------------------------------ summary
  /** @param {import('./run.mjs').Result['group']} group */
  const of = (group) => results.filter((r) => r.group === group);
  const ops = of('operation');
  const once = tally(ops);
  const logins = tally(of('login'));
  const probes = tally(of('probe'));
  const fuzzed = of('fuzz');
  const steps = tally(of('workflow'));
  const signouts = tally(of('signout'));
  const failed = results.filter((r) => r.outcome === 'fail').length;
  console.log(
    `\n${once.total} operations: ${once.pass} passed, ${once.errorReply} error reply only, ${once.fail} failed, ${once.skip} skipped` +
      (logins.total ? `; logins: ${logins.pass} passed, ${logins.fail} failed, ${logins.skip} skipped` : '') +
      ` (${(ms / 1000).toFixed(1)} s)`,
  );
  if (probes.total) {
    const notCheckable = of('probe').filter((r) => /not checkable/.test(r.note ?? r.reason ?? '')).length;
    console.log(
      `Auth and CSRF probes: ${probes.pass} operations passed, ${probes.fail} failed, ${probes.skip} not probed` +
        (notCheckable ? `; another kind's session not checkable on ${notCheckable} (neither passed nor failed)` : ''),
    );
  }
  if (fuzzed.length) {
    const generated = tally(fuzzed);
    const requests = fuzzed.reduce((sum, r) => sum + (r.coverage?.requests ?? 0), 0);
    console.log(
      `Generated requests: ${requests} to ${generated.total - generated.skip} operations: ${generated.pass} passed, ` +
        `${generated.fail} failed, ${generated.skip} skipped (seed ${seed})`,
    );
  }
  if (steps.total) {
    const held = of('workflow').filter((r) => /^cannot hold/.test(r.reason ?? '')).length;
    console.log(
      `Workflow steps: ${steps.pass} passed, ${steps.fail} failed, ${held} cannot hold on a stateless server, ` +
        `${steps.skip - held} skipped or not run`,
    );
  }
  if (signouts.total)
    console.log(`Sign-out: ${signouts.pass} ended, ${signouts.fail} failed, ${signouts.skip} not possible`);
  const limited = [
    ...new Set(results.filter((r) => /rate limited/.test(`${r.note ?? ''} ${r.reason ?? ''}`)).map((r) => r.id)),
  ];
  if (limited.length) {
    console.log(`Rate limited (429): the rest of the requests of ${limited.join(', ')} were not sent (not a failure)`);
  }
  const writes = new Set(model.operations.filter((o) => o.writes).map((o) => o.id));
  const counted = [...checked.keys()];
  if (counted.length) {
    console.log('Replies checked per operation (success / refusals, then any denied or errors):');
    const cells = counted.map((id) => {
      const entry = checked.get(id) ?? { success: 0, refusal: 0, denial: 0, error: 0 };
      const more = [entry.denial ? `${entry.denial} denied` : '', entry.error ? `${entry.error} errors` : ''].filter(
        Boolean,
      );
      return `${id} ${entry.success} / ${entry.refusal}${more.length ? ` (${more.join(', ')})` : ''}`;
    });
    for (let i = 0; i < cells.length; i += 3)
      console.log(
        `  ${cells
          .slice(i, i + 3)
          .map((c) => c.padEnd(38))
          .join('')
          .trimEnd()}`,
      );
    const noSuccess = counted.filter((id) => writes.has(id) && (checked.get(id)?.success ?? 0) === 0);
    if (noSuccess.length) console.log(`  writes with no success reply checked: ${noSuccess.join(', ')}`);
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
  /** @param {string} file */
  const shownPath = (file) => {
    const shown = relative(process.cwd(), file);
    return shown && !shown.startsWith('..') ? shown : file;
  };
  mkdirSync(dirname(junitFile), { recursive: true });
  const plain = { redactor, sessionCookies };
  writeFileSync(junitFile, toJUnit(results, { ...meta, ...fuzzMeta }, plain));
  writeFileSync(reportFile, toMarkdown(results, { ...meta, ...fuzzMeta, verdict, checked, writes }, plain));
  console.log(`JUnit report: ${shownPath(junitFile)}`);
  console.log(`Markdown report: ${shownPath(reportFile)}`);
  if (runs !== undefined) console.log(`Seed: ${seed} (repeat this run with --seed ${seed})`);
  console.log(failed > 0 ? paint('31', verdict) : paint(notChecked.length || once.pass === 0 ? '33' : '32', verdict));
  process.exitCode = failed > 0 ? 1 : 0;
}
