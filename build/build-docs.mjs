#!/usr/bin/env node
// npm run docs: the published API reference. Builds one static, self-contained HTML page from openapi/cliq.yaml
// with Redocly's build-docs (scripts inlined, no CDN, no telemetry), next to a copy of the contract itself:
//   docs/api/index.html   the reference (operations by tag, schemas, every named example)
//   docs/api/cliq.yaml    the contract it was built from
// The dev and preview servers serve the folder at /api-docs/ (build/docs-plugin.mjs), building it first
// when it is missing or older than the contract. docs/api/ is not committed.
//   node build/build-docs.mjs [--out docs/api]
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CONTRACT = join(root, 'openapi/cliq.yaml');
export const DOCS_DIR = join(root, 'docs/api');
export const DOCS_TITLE = 'Cliq API reference';

// The page may load nothing from elsewhere: its scripts and styles are inline, its images inline or local.
const CSP = [
  "default-src 'none'",
  "script-src 'unsafe-inline' 'unsafe-eval'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' data: blob:",
  'worker-src blob:',
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

// Redocly's attribution logo comes from its CDN; the same attribution, drawn inline instead.
const LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="16" viewBox="0 0 64 16">' +
    '<text x="0" y="12" font-family="sans-serif" font-size="12" font-weight="600" fill="#5f6b7a">Redocly</text></svg>',
)}`;

/** Makes Redocly's page self-contained: a CSP that forbids other origins, and no CDN image. */
function seal(file) {
  const html = readFileSync(file, 'utf8')
    .replace(/https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(?:-full)?\.svg/g, LOGO)
    .replace(
      /<meta charset="[^"]*" \/>|<head>/,
      (tag) =>
        `${tag}\n  <meta http-equiv="Content-Security-Policy" content="${CSP}" />` +
        // The web client's icon, served next to /api-docs/ (and no request for a missing /favicon.ico).
        '\n  <link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
    );
  writeFileSync(file, html);
}

/** Whether the reference in `dir` is missing or older than the contract. */
export function docsStale(dir = DOCS_DIR) {
  try {
    return statSync(join(dir, 'index.html')).mtimeMs < statSync(CONTRACT).mtimeMs;
  } catch {
    return true;
  }
}

/**
 * Builds the reference into `dir`. Resolves with { file, bytes, ms }; rejects with Redocly's output when it fails.
 */
export function buildDocs({ dir = DOCS_DIR } = {}) {
  const out = join(dir, 'index.html');
  mkdirSync(dir, { recursive: true });
  const started = performance.now();
  const args = [
    'build-docs',
    CONTRACT,
    '--output',
    out,
    '--inlineBundle',
    '--title',
    DOCS_TITLE,
    '--templateOptions.metaDescription',
    'The Cliq web client contract: every call, reply and example.',
    '--openapi.expandResponses=200,201',
    '--openapi.jsonSamplesExpandLevel=3',
    '--openapi.sortTagsAlphabetically=false',
    '--lint-config',
    'off',
  ];
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', NO_COLOR: '1' };
  return new Promise((resolvePromise, reject) => {
    const child = spawn(join(root, 'node_modules/.bin/redocly'), args, { cwd: root, env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) {
        reject(new Error(`redocly build-docs exited with ${code}:\n${output.trim()}`));
        return;
      }
      seal(out);
      copyFileSync(CONTRACT, join(dir, 'cliq.yaml'));
      resolvePromise({ file: out, bytes: statSync(out).size, ms: performance.now() - started });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const dir = resolve(process.cwd(), values.out ?? DOCS_DIR);
  try {
    const { file, bytes, ms } = await buildDocs({ dir });
    const near = relative(process.cwd(), file);
    const shown = near && !near.startsWith('..') ? near : file;
    console.log(`API reference: ${shown} (${(bytes / 1024).toFixed(0)} KiB, built in ${(ms / 1000).toFixed(1)} s)`);
    console.log(`Open it directly, or run npm start and visit http://127.0.0.1:5173/api-docs/`);
  } catch (error) {
    console.error(error.message);
    process.exitCode = 1;
  }
}
