// JSON Schema validation against the contract's own schemas, with Ajv's 2020-12 build (OpenAPI 3.1's dialect).
// The whole document is registered under SPEC_ID, so every '#/components/...' $ref in it resolves exactly as
// it does for the codegen and Prism; a schema is then addressed by its JSON pointer in the document.
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { OpenApiDocument } from './spec';

export const SPEC_ID = 'https://cliq.example/contract/cliq.yaml';

export interface Verdict {
  valid: boolean;
  errors: ErrorObject[];
  /** The errors, one a line ('/onClick must be equal to one of the allowed values (okay, clear, ...)'). */
  text: string;
}

export interface ContractValidator {
  /** Validates `value` against the schema at `schemaAt` (a pointer such as '#/components/schemas/FlowReply'). */
  validate(schemaAt: string, value: unknown): Verdict;
}

function describe(errors: ErrorObject[]): string {
  return errors
    .map((e) => {
      const allowed =
        e.keyword === 'enum' ? ` (${(e.params as { allowedValues: unknown[] }).allowedValues.join(', ')})` : '';
      return `${e.instancePath || '(root)'} ${e.message ?? e.keyword}${allowed}`;
    })
    .join('\n');
}

export function createValidator(doc: OpenApiDocument): ContractValidator {
  // strict off: OpenAPI adds keywords JSON Schema does not know (discriminator, example, xml, externalDocs),
  // and the document root (openapi, info, paths...) is not a schema. Ajv ignores what it does not know.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  // OpenAPI's own formats: a file part of a multipart body, and a hint for password inputs.
  ajv.addFormat('binary', true);
  ajv.addFormat('password', true);
  ajv.addSchema({ ...structuredClone(doc), $id: SPEC_ID });

  const compiled = new Map<string, ValidateFunction>();
  return {
    validate(schemaAt, value) {
      let check = compiled.get(schemaAt);
      if (!check) {
        check = ajv.compile({ $ref: SPEC_ID + schemaAt });
        compiled.set(schemaAt, check);
      }
      const valid = check(value);
      const errors = check.errors ? [...check.errors] : [];
      return { valid, errors, text: describe(errors) };
    },
  };
}
