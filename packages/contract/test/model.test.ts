// The contract model's JSON pointers (src/model.mjs), as RFC 6901 spells them, and its $ref following, with a guard
// against cycles. (The model of the Cliq contract itself is tested by the web client's tests/contract/model.test.ts.)
import { describe, expect, it } from 'vitest';
import { findAt, follow, parsePointer, pointersMatching, toFragment, toPointer, valueAt } from '../src/model.mjs';

describe('JSON pointers (RFC 6901)', () => {
  const doc = {
    foo: ['bar', 'baz'],
    '': 0,
    'a/b': 1,
    'c%d': 2,
    'e^f': 3,
    'g|h': 4,
    'i\\j': 5,
    'k"l': 6,
    ' ': 7,
    'm~n': 8,
  };

  it('evaluates the examples of RFC 6901 §5 (JSON string form)', () => {
    expect(valueAt(doc, '')).toBe(doc);
    expect(valueAt(doc, '/foo')).toEqual(['bar', 'baz']);
    expect(valueAt(doc, '/foo/0')).toBe('bar');
    expect(valueAt(doc, '/')).toBe(0);
    expect(valueAt(doc, '/a~1b')).toBe(1);
    expect(valueAt(doc, '/c%d')).toBe(2);
    expect(valueAt(doc, '/e^f')).toBe(3);
    expect(valueAt(doc, '/g|h')).toBe(4);
    expect(valueAt(doc, '/i\\j')).toBe(5);
    expect(valueAt(doc, '/k"l')).toBe(6);
    expect(valueAt(doc, '/ ')).toBe(7);
    expect(valueAt(doc, '/m~0n')).toBe(8);
  });

  it('evaluates the examples of RFC 6901 §6 (URI fragment form)', () => {
    expect(valueAt(doc, '#')).toBe(doc);
    expect(valueAt(doc, '#/foo/0')).toBe('bar');
    expect(valueAt(doc, '#/a~1b')).toBe(1);
    expect(valueAt(doc, '#/c%25d')).toBe(2);
    expect(valueAt(doc, '#/%20')).toBe(7);
    expect(valueAt(doc, '#/m~0n')).toBe(8);
  });

  it('unescapes ~1 before ~0, so "~01" is the key "~1", not "/"', () => {
    expect(parsePointer('/~01')).toEqual(['~1']);
    expect(toPointer(['~1'])).toBe('/~01');
    expect(toPointer(['/api/u/login', 'post'])).toBe('/~1api~1u~1login/post');
    expect(toFragment(['paths', '/api/u/{id}', 'get'])).toBe('#/paths/~1api~1u~1%7Bid%7D/get');
    expect(parsePointer(toFragment(['paths', '/api/u/{id}', 'get']))).toEqual(['paths', '/api/u/{id}', 'get']);
  });

  it('refuses what is not a pointer, and says which token is missing', () => {
    expect(() => parsePointer('foo')).toThrow(/Only local references/);
    expect(() => parsePointer('other.yaml#/a')).toThrow(/Only local references/);
    expect(() => valueAt(doc, '/foo/2')).toThrow("'/foo/2' does not resolve (no '2')");
    expect(() => valueAt(doc, '/foo/01')).toThrow(/no '01'/);
    expect(() => valueAt(doc, '/nope/x')).toThrow(/no 'nope'/);
    expect(findAt(doc, '/nope')).toBeUndefined();
    expect(findAt({ a: { 'b/c': null } }, '/a/b~1c')).toBeNull();
  });

  it("lists the pointers a template names, '*' standing for each item or value, in the data's order", () => {
    const data = { tasks: [{ media: 'x' }, {}, { media: null }], 'a/b': { k: { v: 1 }, l: { v: 2 } } };
    expect(pointersMatching(data, '/tasks/*/media')).toEqual(['/tasks/0/media', '/tasks/2/media']);
    expect(pointersMatching(data, '/a~1b/*/v')).toEqual(['/a~1b/k/v', '/a~1b/l/v']);
    expect(pointersMatching(data, '/tasks/*')).toHaveLength(3);
    expect(pointersMatching(data, '')).toEqual(['']);
    expect(pointersMatching(data, '/nope/*')).toEqual([]);
    expect(pointersMatching('text', '/*')).toEqual([]);
  });
});

describe('following $refs', () => {
  it('follows a chain to its end and says where it ended', () => {
    const doc = { a: { $ref: '#/b' }, b: { $ref: '#/c~1d' }, 'c/d': { value: 3 } };
    expect(follow(doc, doc.a, '#/a')).toEqual({ value: { value: 3 }, where: '#/c~1d' });
    expect(follow(doc, { value: 1 }, '#/x')).toEqual({ value: { value: 1 }, where: '#/x' });
  });

  it('stops at a cycle instead of looping', () => {
    const doc = { a: { $ref: '#/b' }, b: { $ref: '#/a' } };
    expect(() => follow(doc, doc.a)).toThrow('$ref cycle at #/b');
  });

  it('refuses a $ref that does not resolve', () => {
    expect(() => follow({ a: { $ref: '#/nope' } }, { $ref: '#/nope' })).toThrow(/does not resolve/);
  });
});
