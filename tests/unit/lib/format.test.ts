import { describe, expect, it } from 'vitest';

import { clampPercent, formatMoney, formatPoints, initials, relativeTime } from '@/lib/format';

describe('formatPoints', () => {
  it.each([
    [0, '0.00'],
    [1, '1.00'],
    [1240.5, '1,240.50'],
    [1234567.891, '1,234,567.89'],
    [0.005, '0.01'],
    [0.004, '0.00'],
    [-1240.5, '-1,240.50'],
    [999.999, '1,000.00'],
    [2.456, '2.46'],
    [7.25, '7.25'],
  ])('formats %s as %s', (value, expected) => {
    expect(formatPoints(value)).toBe(expected);
  });

  it('accepts numeric strings, as the server may send them', () => {
    expect(formatPoints('1240.5')).toBe('1,240.50');
    expect(formatPoints(' 12 ')).toBe('12.00');
    expect(formatPoints('-3.456')).toBe('-3.46');
  });

  it.each([
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [Number.NEGATIVE_INFINITY],
    [null],
    [undefined],
    [''],
    ['  '],
    ['abc'],
    ['12abc'],
  ])('gives 0.00 for %s', (value) => {
    expect(formatPoints(value)).toBe('0.00');
  });

  it('never prints a negative zero', () => {
    expect(formatPoints(-0)).toBe('0.00');
    expect(formatPoints(-0.001)).toBe('0.00');
  });
});

describe('clampPercent', () => {
  it.each([
    [0, 0],
    [45.5, 45.5],
    [62, 62],
    [-3, 0],
    [100, 100],
    [100.0001, 100],
    [150, 100],
    [-0.5, 0],
    [-20, 0],
    [Number.POSITIVE_INFINITY, 100],
    [Number.NEGATIVE_INFINITY, 0],
  ])('clamps %s to %s', (value, expected) => {
    expect(clampPercent(value)).toBe(expected);
  });

  it('reads numeric strings', () => {
    expect(clampPercent('70')).toBe(70);
    expect(clampPercent(' 12.5 ')).toBe(12.5);
    expect(clampPercent('250')).toBe(100);
    expect(clampPercent('-3')).toBe(0);
  });

  it.each([[Number.NaN], ['abc'], [''], ['  '], [null], [undefined], [true], [{}], [[50]], [() => 50]])(
    'gives 0 for %s',
    (value) => {
      expect(clampPercent(value)).toBe(0);
    },
  );
});

describe('initials', () => {
  it.each([
    ['ada lovelace byron', 'AL'],
    ['Ada Lovelace Byron', 'AL'],
    ['Ada Lovelace', 'AL'],
    ['Bola', 'B'],
    ['bola', 'B'],
    ['  grace   hopper  ', 'GH'],
    ['  mary   jane  watson ', 'MJ'],
    ['grace\t\nhopper', 'GH'],
    ['émile zola', 'ÉZ'],
    ['ñ', 'Ñ'],
  ])('gives the initials of %j as %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('keeps a whole character outside the basic plane', () => {
    expect(initials('😀 smile')).toBe('😀S');
  });

  it.each([[''], ['   '], [null], [undefined]])('gives ? for %j', (name) => {
    expect(initials(name)).toBe('?');
  });
});

describe('relativeTime', () => {
  const now = new Date('2024-06-15T12:00:00.000Z');
  const before = (ms: number) => new Date(now.getTime() - ms);
  const S = 1000;
  const M = 60 * S;
  const H = 60 * M;
  const D = 24 * H;

  it.each([
    [0, 'Just now'],
    [59 * S, 'Just now'],
    [59 * S + 999, 'Just now'],
    [60 * S, '1 minute ago'],
    [2 * M - 1, '1 minute ago'],
    [2 * M, '2 minutes ago'],
    [5 * M, '5 minutes ago'],
    [59 * M, '59 minutes ago'],
    [59 * M + 59 * S, '59 minutes ago'],
    [60 * M, '1 hour ago'],
    [3 * H, '3 hours ago'],
    [23 * H, '23 hours ago'],
    [24 * H - 1, '23 hours ago'],
    [24 * H, '1 day ago'],
    [3 * D, '3 days ago'],
    [6 * D, '6 days ago'],
    [7 * D - 1, '6 days ago'],
    [7 * D, '1 week ago'],
    [14 * D, '2 weeks ago'],
    [29 * D, '4 weeks ago'],
    [30 * D, '1 month ago'],
    [59 * D, '1 month ago'],
    [60 * D, '2 months ago'],
    [330 * D, '11 months ago'],
    [364 * D, '11 months ago'],
    [365 * D, 'Over a year ago'],
    [3 * 365 * D, 'Over a year ago'],
    // A time a little ahead of the clock (a server clock running fast) reads as now.
    [-5 * M, 'Just now'],
  ])('%s ms ago reads %j', (elapsed, expected) => {
    expect(relativeTime(before(elapsed), now)).toBe(expected);
  });

  it('says Just now for future times', () => {
    expect(relativeTime(new Date(now.getTime() + 5 * M), now)).toBe('Just now');
    expect(relativeTime(new Date(now.getTime() + 400 * D), now)).toBe('Just now');
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(relativeTime('2024-06-15T09:00:00.000Z', now)).toBe('3 hours ago');
    expect(relativeTime(now.getTime() - 2 * D, now)).toBe('2 days ago');
  });

  it('uses the current time by default', () => {
    expect(relativeTime(new Date(Date.now() - 2 * H))).toBe('2 hours ago');
    expect(relativeTime(new Date())).toBe('Just now');
  });

  it.each([['not a date'], [''], ['   '], [Number.NaN], [new Date('nope')]])(
    'gives an empty string for %j',
    (value) => {
      expect(relativeTime(value, now)).toBe('');
    },
  );

  it('gives an empty string when the reference time is invalid', () => {
    expect(relativeTime(now, new Date(Number.NaN))).toBe('');
  });
});

describe('formatMoney', () => {
  it('formats known currencies the en-US way', () => {
    expect(formatMoney(100, 'USD')).toBe('$100.00');
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatMoney(1234.5, 'EUR')).toBe('€1,234.50');
    expect(formatMoney(0.5, 'GBP')).toBe('£0.50');
    expect(formatMoney(-20, 'USD')).toBe('-$20.00');
  });

  it('accepts lower-case and padded codes', () => {
    expect(formatMoney(100, 'usd')).toBe('$100.00');
    expect(formatMoney(100, ' usd ')).toBe('$100.00');
  });

  it('ignores the symbol when en-US has its own', () => {
    expect(formatMoney(100, 'USD', 'US$')).toBe('$100.00');
  });

  it('prefers the given symbol over a bare code', () => {
    expect(formatMoney(1500, 'NGN', '₦')).toBe('₦1,500.00');
    // en-US has no symbol of its own for NGN (it would print 'NGN 1,500.00'): the narrow symbol is used.
    expect(formatMoney(1500, 'NGN')).toBe('₦1,500.00');
  });

  it.each([
    ['XYZ', '₦', '₦1,234.50'],
    ['US', '$', '$1,234.50'],
    ['DOLLARS', '$', '$1,234.50'],
    ['', '€', '€1,234.50'],
    [undefined, '£', '£1,234.50'],
    ['XYZ', undefined, '1,234.50'],
    [undefined, undefined, '1,234.50'],
  ])('falls back for code %j with symbol %j', (code, symbol, expected) => {
    expect(formatMoney(1234.5, code, symbol)).toBe(expected);
  });

  it('puts the minus sign before the fallback symbol', () => {
    expect(formatMoney(-5, 'XYZ', '₦')).toBe('-₦5.00');
  });

  it('treats non-finite amounts as zero', () => {
    expect(formatMoney(Number.NaN, 'USD')).toBe('$0.00');
    expect(formatMoney(Number.POSITIVE_INFINITY, 'XYZ', '₦')).toBe('₦0.00');
  });

  it('never prints a negative zero', () => {
    expect(formatMoney(-0.001, 'USD')).toBe('$0.00');
    expect(formatMoney(-0.001, undefined, '₦')).toBe('₦0.00');
  });
});
