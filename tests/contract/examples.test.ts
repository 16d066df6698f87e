// Every named example of the contract (request bodies, responses, and the components/examples they $ref)
// validates against the schema it is declared with. Prism serves these examples as the mock's replies, so an
// example that breaks its schema would teach the client a reply the real server never sends.
import { describe, expect, it } from 'vitest';
import { createValidator } from '@cliq/contract/validator';
import { model, toFragment, type ExampleObject } from './helpers/spec';

type Registration = Record<string, unknown>;

const { doc } = model;
const examples = model.namedExamples();
const validator = createValidator(model);

describe('named examples validate against their schemas', () => {
  it('finds examples to validate', () => {
    expect(examples.filter((e) => e.kind === 'response').length).toBeGreaterThan(0);
    expect(examples.filter((e) => e.kind === 'request').length).toBeGreaterThan(0);
  });

  for (const example of examples) {
    it(example.label, () => {
      const verdict = validator.validate(example.schemaPointer, example.value);
      const from = example.ref ? ` (from ${example.ref})` : '';
      expect(verdict.valid, `${example.label}${from} breaks ${example.schemaPointer}:\n${verdict.text}`).toBe(true);
    });
  }

  it('validates every components/examples entry through at least one $ref', () => {
    const declared = Object.keys(doc.components.examples ?? {}).map((name) =>
      toFragment(['components', 'examples', name]),
    );
    const used = new Set(examples.map((e) => e.ref).filter(Boolean));
    expect(
      declared.filter((ref) => !used.has(ref)),
      'components/examples nobody references (never validated)',
    ).toEqual([]);
  });
});

describe('the validator rejects what breaks the contract', () => {
  const registration = model.at<ExampleObject>('#/components/examples/RegistrationPayload').value as Registration;
  const registrationSchema = model.operation('POST /api/u/register').requestBody?.content[0]?.schemaPointer ?? '';

  it('accepts the untouched registration example (the baseline of the mutations below)', () => {
    expect(validator.validate(registrationSchema, registration).valid).toBe(true);
  });

  it('rejects a registration example missing a required field', () => {
    const { email: _email, ...withoutEmail } = registration;
    const verdict = validator.validate(registrationSchema, withoutEmail);
    expect(verdict.valid).toBe(false);
    expect(verdict.errors).toContainEqual(
      expect.objectContaining({ keyword: 'required', params: { missingProperty: 'email' } }),
    );
  });

  it('rejects a malformed e-mail (ajv-formats is active)', () => {
    const verdict = validator.validate(registrationSchema, { ...registration, email: 'not-an-email' });
    expect(verdict.valid).toBe(false);
    expect(verdict.errors).toContainEqual(expect.objectContaining({ keyword: 'format', instancePath: '/email' }));
  });

  it('rejects a niche outside the enum (the $ref chain to components/schemas/Niche resolves)', () => {
    const niches = [...(registration.niches as string[]).slice(1), 'knitting'];
    const verdict = validator.validate(registrationSchema, { ...registration, niches });
    expect(verdict.valid).toBe(false);
    expect(verdict.errors).toContainEqual(expect.objectContaining({ keyword: 'enum', instancePath: '/niches/11' }));
  });

  it('accepts a FlowReply whose onClick is an action not known yet (an extensible enum), not one of another type', () => {
    expect(validator.validate('#/components/schemas/FlowReply', { success: false, onClick: 'dance' }).valid).toBe(true);
    const verdict = validator.validate('#/components/schemas/FlowReply', { success: false, onClick: 3 });
    expect(verdict.valid).toBe(false);
    expect(verdict.errors).toContainEqual(expect.objectContaining({ keyword: 'type', instancePath: '/onClick' }));
  });

  it('rejects a payment method edit that fits none of the oneOf branches', () => {
    const verdict = validator.validate('#/components/schemas/PaymentMethodEdit', { payment_method: 'bank_transfer' });
    expect(verdict.valid).toBe(false);
  });

  it('refuses a schema pointer that does not resolve instead of passing silently', () => {
    expect(() => validator.validate('#/components/schemas/NoSuchSchema', {})).toThrow();
  });
});
