// The contract tests' way into openapi/cliq.yaml: its one model (openapi/model.mjs), loaded once per worker by
// openapi/load.mjs (@redocly/openapi-core parses and bundles it). It only reads the contract, it never checks it
// (the tests do). A test that changes the document works on `freshDoc()` and builds a model of its copy with
// `createModel`.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTRACT_FILE, loadContract } from '../../../openapi/load.mjs';
import type { OpenApiDocument } from '../../../openapi/model.mjs';

export * from '../../../openapi/model.mjs';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const SPEC_FILE = 'openapi/cliq.yaml';
export const SPEC_PATH = join(ROOT, SPEC_FILE);
if (SPEC_PATH !== CONTRACT_FILE) throw new Error(`the contract is ${CONTRACT_FILE}, not ${SPEC_PATH}`);

/** The contract's model, shared by the tests of a worker: never change its document. */
export const model = await loadContract();

/** A copy of the document that a test may change. */
export const freshDoc = (): OpenApiDocument => structuredClone(model.doc);
