// Reading `cliq-contract verify`'s output as a backend developer reads it: its sections and their lines, the
// failures under a line (check, reply, curl), the JUnit report, and a printed curl run in a shell.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';

export interface Entry {
  outcome: 'PASS' | 'FAIL' | 'SKIP' | 'DENY';
  text: string;
  /** The lines under it, without their indentation: '✗ ...', 'reply: ...', 'replay: curl ...'. */
  block: string[];
  /** Its '✗' lines, the ✗ kept. */
  details: string[];
  /** The checks its failures name ('ignored_auth'), in order. */
  checks: string[];
  /** The curl commands it prints. */
  curls: string[];
}

const HEADINGS: Record<string, RegExp> = {
  login: /^Login$/,
  operations: /^Operations/,
  probes: /^Auth and CSRF probes/,
  fuzz: /^Generated requests \(/,
  workflows: /^Workflows \(/,
  signout: /^Sign-out$/,
};

/** The lines of each section by key: operationId, 'user login', 'user sign-out', 'workflow / step'. */
export function sections(stdout: string): Record<string, Map<string, Entry>> {
  const found: Record<string, Map<string, Entry>> = Object.fromEntries(
    Object.keys(HEADINGS).map((k) => [k, new Map()]),
  );
  let section: Map<string, Entry> | undefined;
  let current: Entry | undefined;
  for (const text of stdout.split('\n')) {
    const heading = Object.entries(HEADINGS).find(([, pattern]) => pattern.test(text));
    if (heading) {
      section = found[heading[0]];
      current = undefined;
      continue;
    }
    if (!/^ /.test(text)) {
      if (text !== '') section = undefined;
      current = undefined;
      continue;
    }
    const head = /^ {2}(PASS|FAIL|SKIP|DENY) {2}(\w+ login|\w+ sign-out|\w+ \/ \w+|\S+)/.exec(text);
    if (head?.[1] && head[2] && section) {
      current = { outcome: head[1] as Entry['outcome'], text, block: [], details: [], checks: [], curls: [] };
      section.set(head[2], current);
    } else if (current && /^ {8}/.test(text)) {
      const line = text.slice(8);
      current.block.push(line);
      if (line.startsWith('✗')) {
        current.details.push(line);
        const check = /^✗ (\w+) \(/.exec(line)?.[1];
        if (check) current.checks.push(check);
      }
      const curl = /^ {2}replay[^:]*: (curl .*)$/.exec(line)?.[1];
      if (curl) current.curls.push(curl);
    }
  }
  return found;
}

/** A section's line; fails the test when there is none. */
export function entry(lines: Map<string, Entry> | undefined, key: string): Entry {
  const found = lines?.get(key);
  if (!found) throw new Error(`no line for ${key}`);
  return found;
}

export interface JUnitCase {
  classname: string;
  name: string;
  failure?: { message: string; text: string };
  skipped?: string;
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

const attribute = (tag: string, name: string) => {
  const found = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return found === undefined ? undefined : unescapeXml(found);
};

/** Reads the JUnit report: checks its elements nest properly and returns the suite's attributes and test cases. */
export function readJUnit(file: string): { suite: Record<string, string | undefined>; cases: JUnitCase[] } {
  const xml = readFileSync(file, 'utf8');
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const open: string[] = [];
  for (const [, closing, name, , selfClosing] of xml.matchAll(/<(\/?)([\w:-]+)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>/g)) {
    if (!name) continue;
    if (closing) expect(open.pop(), `</${name}> closes the element that is open`).toBe(name);
    else if (!selfClosing) open.push(name);
  }
  expect(open, 'every element is closed').toEqual([]);
  expect(xml.replace(/<[^>]*>/g, '')).not.toMatch(/[<>]/);
  const suiteTag = /<testsuites\s[^>]*>/.exec(xml)?.[0] ?? '';
  const suite = Object.fromEntries(
    ['tests', 'failures', 'skipped'].map((name) => [name, attribute(suiteTag, name)] as const),
  );
  const cases = [...xml.matchAll(/<testcase\s([^>]*?)(?:\/>|>([\s\S]*?)<\/testcase>)/g)].map(
    ([, attrs = '', body = '']) => {
      const tag = ` ${attrs}`;
      const testCase: JUnitCase = { classname: attribute(tag, 'classname') ?? '', name: attribute(tag, 'name') ?? '' };
      const failure = /<failure\s([^>]*)>([\s\S]*?)<\/failure>/.exec(body);
      if (failure)
        testCase.failure = {
          message: attribute(` ${failure[1]}`, 'message') ?? '',
          text: unescapeXml(failure[2] ?? ''),
        };
      const skipped = /<skipped\s([^>]*)\/>/.exec(body);
      if (skipped) testCase.skipped = attribute(` ${skipped[1]}`, 'message') ?? '';
      return testCase;
    },
  );
  return { suite, cases };
}

/** Runs a printed curl command in a shell, with the session variables it reads; resolves with its output. */
export function replay(curl: string, extra: string, env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('sh', ['-c', `${curl} ${extra}`], { env: { ...process.env, ...env }, timeout: 20_000 }, (error, stdout) =>
      error ? reject(error) : resolve(String(stdout)),
    );
  });
}
