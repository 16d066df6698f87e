#!/usr/bin/env node
// `npm pack -w packages/contract` runs this before packing (prepack) and with --clean after (postpack):
//   contract/  a copy of the web client's openapi/cliq.yaml, its journeys (cliq.arazzo.yaml) and the image their
//              upload step sends (task.png): the contract the package ships as its default (src/load.mjs);
//   types/     the declarations of the sources, emitted by TypeScript from their JSDoc (tsconfig.build.json), which
//              package.json's `exports` name for TypeScript users.
// Both exist only while packing, so the repository never holds a stale copy of the contract.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = join(dirname(fileURLToPath(import.meta.url)), '..');
const contract = join(here, 'contract');
const types = join(here, 'types');
const source = join(here, '../../openapi');
const FILES = ['cliq.yaml', 'cliq.arazzo.yaml', 'task.png'];

rmSync(contract, { recursive: true, force: true });
rmSync(types, { recursive: true, force: true });
if (!process.argv.includes('--clean')) {
  mkdirSync(contract, { recursive: true });
  for (const file of FILES) copyFileSync(join(source, file), join(contract, file));
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', join(here, 'tsconfig.build.json')], { stdio: 'inherit' });
  console.log(`prepack: contract/ (${FILES.join(', ')}) and types/ written`);
}
