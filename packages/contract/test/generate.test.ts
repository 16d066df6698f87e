// verify --fuzz's generators (src/verify/generate.mjs), checked with fast-check itself: for
// every request body of the contract, each generated valid value passes the strict validator and each generated
// invalid value fails it, in the way it says.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createValidator } from '../src/validator.mjs';
import { createGenerators } from '../src/verify/generate.mjs';
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
interface FuzzResult {
  outcome: string;
  coverage: { valid: number; requests: number };
  failures: { check: string }[];
}
type FuzzOperation = (context: Record<string, unknown>, operation: unknown, jar?: unknown) => Promise<FuzzResult>;
// Loaded by URL: plain JavaScript modules without type declarations; their shapes are stated here.
const FUZZ_MODULE = new URL('../src/verify/fuzz.mjs', import.meta.url).href;
const HTTP_MODULE = new URL('../src/verify/http.mjs', import.meta.url).href;

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
    const server = createServer((req, res) => {
      urls.push(new URL(req.url ?? '/', 'http://127.0.0.1'));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { fuzzOperation } = (await import(/* @vite-ignore */ FUZZ_MODULE)) as { fuzzOperation: FuzzOperation };
      const { parseTarget } = (await import(/* @vite-ignore */ HTTP_MODULE)) as {
        parseTarget: (url: string) => unknown;
      };
      const copyValidator = createValidator(copy);
      const result = await fuzzOperation(
        {
          model: copy,
          validator: copyValidator,
          generators: createGenerators(copy, copyValidator),
          target: parseTarget(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
          runs: 15,
          seed: 4,
          timeoutMs: 5_000,
          maxResponseTimeMs: 5_000,
          sessionCookies: [],
        },
        copy.operation('getTaskByKey'),
      );
      expect(result.failures).toEqual([]);
      expect(result.coverage.valid).toBe(15);
      expect(urls).toHaveLength(15);
      for (const url of urls) {
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
