// Types of scripts/contract-verify/generate.mjs (contract:verify --fuzz's generators).
import type { Arbitrary } from 'fast-check';
import type { ContractModel } from '../../openapi/model.mjs';
import type { createValidator } from '../../openapi/validator.mjs';

/** The marker of a file part (format: binary): the request builder sends a generated PNG for it. */
export declare const BINARY: Readonly<{ binary: true }>;

export interface Generators {
  /** Values the schema at `where` (a fragment pointer) accepts. */
  valid(schema: unknown, where: string): Arbitrary<unknown>;
  /** Values that break the schema in one named way, or null when it cannot be broken. */
  invalid(
    schema: unknown,
    where: string,
    options?: { wrongTypes?: boolean; seed?: number },
  ): Arbitrary<{ value: unknown; broken: string }> | null;
  isValid(where: string, value: unknown): boolean;
}

export declare function createGenerators(
  model: ContractModel,
  validator: ReturnType<typeof createValidator>,
): Generators;
