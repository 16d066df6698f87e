// Loads openapi/cliq.yaml in Node for the model (openapi/model.mjs): @redocly/openapi-core parses it and bundles
// it (any $ref to another file becomes a local one), and a $ref that does not resolve stops the load with the
// library's message and location. Scripts and tests call `loadContract()`; the browser's dev panel, which has no
// file system, builds the model from the same text (openapi/model.mjs says how).
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle, createConfig } from '@redocly/openapi-core';
import { createModel, findAt, refOf } from './model.mjs';

/** The contract's file. */
export const CONTRACT_FILE = join(dirname(fileURLToPath(import.meta.url)), 'cliq.yaml');

const loaded = new Map();

/** The bundled document of a contract file (a fresh copy on every call: callers may change it). */
export async function loadDocument(file = CONTRACT_FILE) {
  const config = await createConfig({});
  const result = await bundle({ ref: resolve(file), config, dereference: false });
  const errors = result.problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) {
    const describe = (problem) => {
      const where = problem.location?.[0]?.pointer ?? '';
      const ref = where ? refOf(findAt(result.bundle.parsed, where)) : undefined;
      return `  ${where} ${problem.message}${ref ? ` '${ref}'` : ''}`;
    };
    throw new Error(`${file} cannot be read:\n${errors.map(describe).join('\n')}`);
  }
  return result.bundle.parsed;
}

/**
 * The model of a contract file, loaded once per file and process. Its document is shared: never change it (work on
 * `createModel(structuredClone(model.doc))`, or `loadDocument()` for a fresh copy).
 */
export function loadContract(file = CONTRACT_FILE) {
  const key = resolve(file);
  if (!loaded.has(key)) loaded.set(key, loadDocument(key).then(createModel));
  return loaded.get(key);
}
