import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { QUERY_RETRY_DELAY_MS, createQueryClient, shouldRetryQuery } from '@/api/query-client';

describe('react-query defaults', () => {
  it('never retry mutations', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });

  it('retry a query once, and only when there was no reply at all', () => {
    expect(shouldRetryQuery(0, new ApiError('network', 'offline'))).toBe(true);
    expect(shouldRetryQuery(1, new ApiError('network', 'offline'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError('http', '500', { status: 500 }))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError('parse', 'html'))).toBe(false);
    expect(shouldRetryQuery(0, new Error('render bug'))).toBe(false);
  });

  it('never retry an offline failure or a timeout', () => {
    expect(shouldRetryQuery(0, new ApiError('network', 'offline', { offline: true }))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError('timeout', '20 s'))).toBe(false);
  });

  it('never pause or queue a call while offline (networkMode always)', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.networkMode).toBe('always');
    expect(defaults.mutations?.networkMode).toBe('always');
  });

  it('show a failing query within 2 seconds (one quick retry)', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry;
    expect(retry).toBe(shouldRetryQuery);
    expect(QUERY_RETRY_DELAY_MS).toBeLessThan(1000);
  });
});
