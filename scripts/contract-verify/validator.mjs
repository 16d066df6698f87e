// JSON Schema validation of replies against the contract's own schemas, the way the contract tests do it
// (tests/contract/helpers/validator.ts): Ajv's 2020-12 build (OpenAPI 3.1's dialect) with ajv-formats, the whole
// document registered under one $id so every '#/components/...' $ref resolves, a schema addressed by its pointer.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

const SPEC_ID = 'https://cliq.example/contract/cliq.yaml';

/** One readable line per Ajv error: 'body/loggedIn: must be boolean'. */
export function describeErrors(errors, prefix = 'body') {
  return (errors ?? []).map((e) => {
    let detail = e.message ?? e.keyword;
    if (e.keyword === 'enum') detail += ` (${e.params.allowedValues.map((v) => JSON.stringify(v)).join(', ')})`;
    if (e.keyword === 'additionalProperties') detail += ` ('${e.params.additionalProperty}')`;
    return `${prefix}${e.instancePath}: ${detail}`;
  });
}

export function createValidator(doc) {
  // strict off: OpenAPI adds keywords JSON Schema does not know, and the document root is not a schema.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addFormat('password', true);
  ajv.addSchema({ ...structuredClone(doc), $id: SPEC_ID });
  const compiled = new Map();
  return {
    /** Validates `value` against the schema at a pointer ('#/paths/.../schema'); returns the violations. */
    validate(schemaAt, value) {
      let check = compiled.get(schemaAt);
      if (!check) {
        check = ajv.compile({ $ref: SPEC_ID + schemaAt });
        compiled.set(schemaAt, check);
      }
      return check(value) ? [] : describeErrors(check.errors);
    },
  };
}
