// verify --fuzz's generators (src/verify/generate.mjs), checked with fast-check itself: for
// every request body of the contract, each generated valid value passes the strict validator and each generated
// invalid value fails it, in the way it says.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createValidator } from '../src/validator.mjs';
import { deterministicCases, INTERNATIONAL_TEXT } from '../src/verify/cases.mjs';
import { fuzzOperation } from '../src/verify/fuzz.mjs';
import { applyRelations, createGenerators, TRICKY_GRAPHEMES } from '../src/verify/generate.mjs';
import { createGate, parseTarget } from '../src/verify/http.mjs';
import { createModel, freshDoc, model } from './helpers/spec';

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

// Path and query parameters: the contract has none yet, so a copy of it gets one operation with both.
describe('generated path and query parameters', () => {
  it('fill the path template (encoded) and the query within their schemas', async () => {
    const doc = freshDoc();
    doc.paths['/api/u/tasks/{taskKey}'] = {
      get: {
        operationId: 'getTaskByKey',
        parameters: [
          { name: 'taskKey', in: 'path', required: true, schema: { type: 'string', minLength: 1 } },
          { name: 'page', in: 'query', required: true, schema: { type: 'integer', minimum: 1, maximum: 50 } },
          { name: 'media', in: 'query', schema: { $ref: '#/components/schemas/Platform' } },
        ],
        responses: {
          '200': { description: 'A task.', content: { 'application/json': { schema: { type: 'object' } } } },
        },
      },
    };
    const copy = createModel(doc);
    const urls: URL[] = [];
    // A server that keeps this operation: it refuses a page outside 1..50 and a media outside the enum.
    const server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      urls.push(url);
      const page = url.searchParams.get('page') ?? '';
      const media = url.searchParams.get('media');
      const valid =
        /^[1-9]\d*$/.test(page) &&
        Number(page) <= 50 &&
        (media === null || ['instagram', 'facebook', 'youtube', 'x', 'twitter', 'tiktok'].includes(media));
      res.writeHead(valid ? 200 : 400, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const copyValidator = createValidator(copy);
      const result = await fuzzOperation(
        {
          model: copy,
          validator: copyValidator,
          generators: createGenerators(copy, copyValidator),
          target: parseTarget(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
          gate: createGate(),
          runs: 15,
          seed: 4,
          timeoutMs: 5_000,
          maxResponseTimeMs: 5_000,
        },
        copy.operation('getTaskByKey'),
      );
      expect(result.failures).toEqual([]);
      expect(result.coverage.valid).toBe(15);
      // The deterministic cases first (the page at its bounds and past them, the media outside its enum...), then
      // the random requests the contract accepts; the contract accepts any reply here, so none breaks it.
      expect(urls.length).toBe(result.coverage.cases + 15 + result.coverage.invalid);
      const pages = urls.map((url) => url.searchParams.get('page'));
      for (const edge of ['1', '50', '0', '51']) expect(pages).toContain(edge);
      for (const url of urls.slice(result.coverage.cases)) {
        expect(url.pathname).toMatch(/^\/api\/u\/tasks\/[^/]+$/);
        const page = Number(url.searchParams.get('page'));
        expect(Number.isInteger(page) && page >= 1 && page <= 50, `page=${page}`).toBe(true);
        const media = url.searchParams.get('media');
        if (media !== null) expect(['instagram', 'facebook', 'youtube', 'x', 'twitter', 'tiktok']).toContain(media);
      }
      // A key with a '/' or a space reaches the server encoded, as one path segment.
      expect(urls.some((url) => url.pathname.includes('%'))).toBe(true);
    } finally {
      server.close();
    }
  });
});

describe('generated text, headers and relations', () => {
  const registration = model.operation('registerUser').requestBody?.content[0];

  it('writes free text in every script: graphemes beyond ASCII, combining marks, right to left, emoji', () => {
    const fullname = '#/components/schemas/RegistrationPayload/properties/fullname';
    const texts = fc.sample(generators.valid(model.at(fullname), fullname), { numRuns: 300, seed: 9 }) as string[];
    const nonAscii = texts.filter((text) => /[\u0080-\u{10ffff}]/u.test(text));
    expect(nonAscii.length).toBeGreaterThan(texts.length / 5);
    expect(texts.some((text) => TRICKY_GRAPHEMES.some((g) => text.includes(g)))).toBe(true);
    expect(texts.filter((text) => /^[\x20-\x7e]*$/.test(text)).length).toBeGreaterThan(texts.length / 3);
  });

  it("never generates a header value HTTP would trim or blank (an Idempotency-Key of ' ')", () => {
    const key = '#/components/parameters/IdempotencyKey/schema';
    const values = fc.sample(generators.valid(model.at(key), key, { header: true }), {
      numRuns: 500,
      seed: 1,
    }) as string[];
    expect(
      values.filter(
        (value) => value.trim() !== value || value === '' || !/^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/.test(value),
      ),
    ).toEqual([]);
  });

  it('keeps the relations the contract states: a confirmation is its password', () => {
    const values = fc.sample(generators.valid(registration?.schema, registration?.schemaPointer ?? ''), {
      numRuns: 60,
      seed: 5,
    }) as {
      password: string;
      confirm_password: string;
    }[];
    expect(values.filter((value) => value.confirm_password !== value.password)).toEqual([]);
    expect(applyRelations(model, registration?.schema, { password: 'a', confirm_password: 'b' })).toEqual({
      password: 'a',
      confirm_password: 'a',
    });
  });

  it('the deterministic cases: each required field missing, wrong types, enums, bounds, formats and scripts, once each', () => {
    const labels = (id: string) =>
      deterministicCases(model, generators, model.operation(id)).map((c) => `${c.kind} ${c.label}`);
    const registering = labels('registerUser');
    for (const field of ['username', 'email', 'password', 'confirm_password', 'niches']) {
      expect(registering).toContain(`invalid ${field}: missing (required)`);
    }
    expect(registering).toContain("valid email: email at an edge 'ada+cliq@example.com'");
    expect(registering).toContain("invalid country: 'not-in-the-enum', outside the enum");
    for (const text of INTERNATIONAL_TEXT)
      expect(registering.some((label) => label.includes(`fullname: text in other scripts '${text.slice(0, 8)}`))).toBe(
        true,
      );
    expect(labels('addTaskType')).toEqual(
      expect.arrayContaining([
        'invalid status: 3, outside the enum (1, 2)',
        'invalid status: 0, outside the enum (1, 2)',
      ]),
    );
    expect(labels('withdrawPoints')).toEqual(
      expect.arrayContaining([
        'valid points: just above exclusiveMinimum 0',
        'invalid points: below the minimum (exclusiveMinimum 0)',
        'edge Idempotency-Key: an empty value (read as no header, or refused)',
        'invalid Idempotency-Key: longer than maxLength 128',
      ]),
    );
    // Each case is what it says: a valid one passes the schema, an invalid one does not.
    for (const operation of model.operations) {
      const media = operation.requestBody?.content.find((m) => m.json);
      if (!media) continue;
      for (const item of deterministicCases(model, generators, operation)) {
        if (item.input.body === undefined) continue;
        const verdict = validator.validate(media.schemaPointer, item.input.body).valid;
        if (item.kind === 'valid') expect(verdict, `${operation.id}: ${item.label}`).toBe(true);
      }
    }
  });
});
