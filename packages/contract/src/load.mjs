// Loads a contract file in Node for the model (model.mjs): @redocly/openapi-core parses it and bundles it (any $ref
// to another file becomes a local one), and a $ref that does not resolve stops the load with the library's message
// and location. The browser's dev panel of the web client, which has no file system, builds the model from the same
// text (model.mjs says how).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle, createConfig } from '@redocly/openapi-core';
import { createModel, findAt, refOf } from './model.mjs';

/**
 * The contract this package ships (an absolute path): a copy of the Cliq web client's openapi/cliq.yaml made when
 * the package is packed (scripts/prepack.mjs), with its journeys (cliq.arazzo.yaml) beside it. The package run from
 * its sources (in the web client's repository) has no copy: there the contract is always named (`--contract
 * openapi/cliq.yaml`, or the file given to loadContract), so no code reads a contract it did not choose. A function,
 * not a constant: this module is also loaded where `import.meta.url` is not a file (the web client's jsdom tests).
 */
export const shippedContract = () => fileURLToPath(new URL('../contract/cliq.yaml', import.meta.url));

/**
 * The contract file named (resolved against the working directory), or the shipped one; throws a readable error
 * when there is none.
 * @param {string | undefined} file
 * @returns {string} an absolute path
 */
export function contractFile(file) {
  const chosen = resolve(file ?? shippedContract());
  if (!existsSync(chosen)) {
    throw new Error(
      file === undefined
        ? 'this copy of @cliq/contract has no contract of its own (it ships one once packed): name one with --contract <file>'
        : `no contract at ${chosen}`,
    );
  }
  return chosen;
}

/** @type {Map<string, Promise<import('./model.mjs').ContractModel>>} */
const loaded = new Map();

/**
 * The bundled document of a contract file (a fresh copy on every call: callers may change it).
 * @param {string} [file] default: the contract the package ships
 * @returns {Promise<import('./model.mjs').OpenApiDocument>}
 */
export async function loadDocument(file) {
  const config = await createConfig({});
  const result = await bundle({ ref: contractFile(file), config, dereference: false });
  const errors = result.problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) {
    /** @param {(typeof errors)[number]} problem */
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
 * @param {string} [file] default: the contract the package ships
 * @returns {Promise<import('./model.mjs').ContractModel>}
 */
export function loadContract(file) {
  const key = contractFile(file);
  let model = loaded.get(key);
  if (!model) {
    model = loadDocument(key).then(createModel);
    loaded.set(key, model);
  }
  return model;
}
