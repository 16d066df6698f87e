// contract:verify --fuzz's generators (scripts/contract-verify/generate.mjs), checked with fast-check itself: for
// every request body of the contract, each generated valid value passes the strict validator and each generated
// invalid value fails it, in the way it says.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createValidator } from '../../openapi/validator.mjs';
import { createGenerators } from '../../scripts/contract-verify/generate.mjs';
import { model } from './helpers/spec';

const validator = createValidator(model);
const generators = createGenerators(model, validator);
const bodies = model.operations.flatMap((operation) =>
  (operation.requestBody?.content ?? []).map((media) => ({ operation, media })),
);

describe('generated request bodies', () => {
  it('covers every request body of the contract', () => {
    expect(bodies.length).toBe(model.operations.filter((o) => o.requestBody).length);
  });

  it.each(bodies.map(({ operation, media }) => [operation.label, media] as const))(
    '%s: valid values pass the schema, invalid ones fail it',
    (_label, media) => {
      // A multipart file part is generated as a marker the request builder turns into a PNG: validate it as text.
      const asSent = (value: unknown) =>
        media.json
          ? value
          : Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, typeof v === 'string' ? v : '']));
      fc.assert(
        fc.property(generators.valid(media.schema, media.schemaPointer), (value) => {
          expect(validator.validate(media.schemaPointer, asSent(value)).messages).toEqual([]);
        }),
        { numRuns: 40, seed: 20 },
      );
      const invalid = generators.invalid(media.schema, media.schemaPointer, { wrongTypes: media.json, seed: 20 });
      expect(invalid).not.toBeNull();
      const broken = new Set<string>();
      fc.assert(
        fc.property(invalid as fc.Arbitrary<{ value: unknown; broken: string }>, ({ value, broken: how }) => {
          broken.add(how.replace(/^[^:]*: /, '').replace(/ \(.*$/, ''));
          expect(validator.validate(media.schemaPointer, asSent(value)).valid).toBe(false);
        }),
        { numRuns: 40, seed: 20 },
      );
      expect(broken.size).toBeGreaterThan(1);
    },
  );

  it('names how a value was broken: a number below its minimum, a missing field, not an e-mail', () => {
    const withdraw = model.operation('withdrawPoints').requestBody?.content[0];
    const resume = model.operation('continueRegistration').requestBody?.content[0];
    const sample = (media: typeof withdraw) =>
      fc
        .sample(generators.invalid(media?.schema, media?.schemaPointer ?? '') as fc.Arbitrary<{ broken: string }>, {
          numRuns: 60,
          seed: 3,
        })
        .map((value) => value.broken);
    expect(sample(withdraw)).toContain('points: below the minimum (exclusiveMinimum 0)');
    expect(sample(withdraw)).toContain("missing the required field 'points'");
    expect(sample(resume)).toContain('email: not a valid e-mail');
  });
});
