/**
 * Idempotency keys of the irreversible calls (withdraw, task upload, register, advertiser register): one UUID per
 * attempt, sent as `Idempotency-Key` (the contract's IdempotencyKey parameter). The rule:
 * - a retry of the same attempt (the same request body) after an unknown outcome (isUnknownOutcome: a timeout, the
 *   connection lost after sending, an unreadable reply) sends the same key, so a server that honours it can answer
 *   with the first outcome instead of acting twice;
 * - after a definite answer (any reply, a failure status, offline so nothing was sent), or when the body changed,
 *   the next attempt gets a fresh key.
 */
import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { isUnknownOutcome, type ApiError } from './errors';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A random UUID v4: crypto.randomUUID, else built from crypto.getRandomValues (older browsers, http origins). */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto as Crypto | undefined;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof crypto?.getRandomValues === 'function') crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What became of an attempt: a definite answer, or unknown (it may or may not have been carried out). */
export type AttemptOutcome = 'answered' | 'unknown';

/** The key rule for one form: `begin` before each attempt, `settle` after it. */
export class IdempotencyKeys {
  private open: { key: string; fingerprint: string } | null = null;

  constructor(private readonly create: () => string = newIdempotencyKey) {}

  /** The key for an attempt with this body: the open attempt's key when it is the same body, else a fresh one. */
  begin(fingerprint: string): string {
    if (this.open?.fingerprint !== fingerprint) this.open = { key: this.create(), fingerprint };
    return this.open.key;
  }

  /** After an unknown outcome the attempt stays open (a retry reuses its key); after an answer it is closed. */
  settle(outcome: AttemptOutcome): void {
    if (outcome === 'answered') this.open = null;
  }
}

/** A request body as a string to compare attempts by; files count by name, type, size and date. */
export function fingerprintOf(body: unknown): string {
  return JSON.stringify(body, (_name, value: unknown) =>
    value instanceof Blob
      ? { blob: value.type, size: value.size, name: (value as File).name, at: (value as File).lastModified }
      : value,
  );
}

/**
 * A mutation for an irreversible call that sends an Idempotency-Key by the rule above. `send` is the generated
 * call (e.g. `(data, init) => withdrawPoints(data, init)`); the variables are its request body.
 */
export function useIdempotentMutation<TBody, TReply>(
  send: (body: TBody, init: RequestInit) => Promise<TReply>,
): UseMutationResult<TReply, ApiError, TBody> {
  const [keys] = useState(() => new IdempotencyKeys());
  return useMutation<TReply, ApiError, TBody>({
    mutationFn: (body) => send(body, { headers: { [IDEMPOTENCY_HEADER]: keys.begin(fingerprintOf(body)) } }),
    onSettled: (_reply, error) => keys.settle(error && isUnknownOutcome(error) ? 'unknown' : 'answered'),
  });
}
