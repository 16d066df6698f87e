// JSON Schema validation against the contract's own schemas, as written (every format checked): the strict check
// of the web client's contract tests and of `cliq-contract verify`. Ajv's 2020-12 build (OpenAPI 3.1's dialect)
// with ajv-formats; the whole document is registered under one $id, so every '#/components/...' $ref in it resolves
// as it does for the codegen and Prism, and a schema is addressed by its pointer in the document (a MediaType's
// `schemaPointer`).
// The web client's own run-time check is another thing: its generated/validators/, tolerant (its codegen).
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

// Both are CommonJS modules whose export is the default one (TypeScript sees them as namespaces under NodeNext).
const Ajv2020 = /** @type {typeof Ajv2020Module.default} */ (/** @type {unknown} */ (Ajv2020Module));
const addFormats = /** @type {typeof addFormatsModule.default} */ (/** @type {unknown} */ (addFormatsModule));

/** @typedef {import('ajv').ErrorObject} ErrorObject */

/**
 * @typedef {object} Verdict
 * @property {boolean} valid
 * @property {ErrorObject[]} errors
 * @property {string[]} messages One line per error ('/onClick must be equal to one of the allowed values (...)').
 * @property {string} text The messages, one a line.
 */

/**
 * @typedef {object} ContractValidator
 * @property {(schemaPointer: string, value: unknown) => Verdict} validate Validates `value` against the schema at
 *   `schemaPointer` ('#/components/schemas/FlowReply').
 */

export const SPEC_ID = 'https://cliq.example/contract/cliq.yaml';

/**
 * One readable line per Ajv error: '/loggedIn must be boolean', '/onClick must be equal to one of ... (a, b)'; with a
 * prefix, 'body/loggedIn: must be boolean' (verify's lines).
 * @param {readonly ErrorObject[] | null | undefined} errors
 * @param {string} [prefix]
 * @returns {string[]}
 */
export function describeErrors(errors, prefix) {
  return (errors ?? []).map((error) => {
    let detail = error.message ?? error.keyword;
    if (error.keyword === 'enum') {
      detail += ` (${/** @type {unknown[]} */ (error.params.allowedValues).map((v) => JSON.stringify(v)).join(', ')})`;
    }
    if (error.keyword === 'additionalProperties') detail += ` ('${error.params.additionalProperty}')`;
    return prefix === undefined
      ? `${error.instancePath || '(root)'} ${detail}`
      : `${prefix}${error.instancePath}: ${detail}`;
  });
}

/**
 * A validator of values against the schemas of a contract model's document.
 * @param {{ doc: unknown }} model
 * @returns {ContractValidator}
 */
export function createValidator(model) {
  // strict off: OpenAPI adds keywords JSON Schema does not know (discriminator, example, xml), and the document
  // root (openapi, info, paths...) is not a schema. Ajv ignores what it does not know.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  // OpenAPI's own formats: a file part of a multipart body, and a hint for password inputs.
  ajv.addFormat('binary', true);
  ajv.addFormat('password', true);
  ajv.addSchema({ .../** @type {object} */ (structuredClone(model.doc)), $id: SPEC_ID });
  /** @type {Map<string, import('ajv').ValidateFunction>} */
  const compiled = new Map();
  return {
    /** Validates `value` against the schema at a pointer ('#/components/schemas/FlowReply'). */
    validate(schemaPointer, value) {
      let check = compiled.get(schemaPointer);
      if (!check) {
        check = ajv.compile({ $ref: SPEC_ID + schemaPointer });
        compiled.set(schemaPointer, check);
      }
      const valid = check(value);
      const errors = check.errors ? [...check.errors] : [];
      const messages = describeErrors(errors);
      return { valid, errors, messages, text: messages.join('\n') };
    },
  };
}
