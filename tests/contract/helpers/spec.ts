// The contract tests' way into openapi/cliq.yaml: its one model (@cliq/contract/model), loaded once per worker by
// @cliq/contract/load (@redocly/openapi-core parses and bundles it). It only reads the contract, it never checks it
// (the tests do). A test that changes the document works on `freshDoc()` and builds a model of its copy with
// `createModel`.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContract } from '@cliq/contract/load';
import type { OpenApiDocument } from '@cliq/contract/model';

export * from '@cliq/contract/model';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const SPEC_FILE = 'openapi/cliq.yaml';
export const SPEC_PATH = join(ROOT, SPEC_FILE);

/** The contract's model, shared by the tests of a worker: never change its document. */
export const model = await loadContract(SPEC_PATH);

/** A copy of the document that a test may change. */
export const freshDoc = (): OpenApiDocument => structuredClone(model.doc);
