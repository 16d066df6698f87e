// Types of openapi/validator.mjs.
import type { ErrorObject } from 'ajv';
import type { ContractModel } from './model.mjs';

export declare const SPEC_ID: string;

export interface Verdict {
  valid: boolean;
  errors: ErrorObject[];
  /** One line per error ('/onClick must be equal to one of the allowed values ("okay", "clear")'). */
  messages: string[];
  /** The messages, one a line. */
  text: string;
}

export interface ContractValidator {
  /** Validates `value` against the schema at `schemaPointer` ('#/components/schemas/FlowReply'). */
  validate(schemaPointer: string, value: unknown): Verdict;
}

export declare function describeErrors(errors: readonly ErrorObject[] | null | undefined, prefix?: string): string[];
export declare function createValidator(model: ContractModel): ContractValidator;
