/**
 * Idempotency keys of the irreversible calls (withdraw, task upload, register, advertiser register): one UUID per
 * attempt, sent as `Idempotency-Key` (the contract's IdempotencyKey parameter). The rule:
 * - a retry of the same attempt (the same operation and request body) after an unknown outcome (isUnknownOutcome: a
 *   timeout, the connection lost after sending, an unreadable reply) sends the same key, so a server that honours it
 *   can answer with the first outcome instead of acting twice. The open attempt is kept in sessionStorage (this tab),
 *   so the same key goes again after the page was left and came back to, or reloaded (issue 38: an upload of unknown
 *   outcome sent again under a new key could be paid twice);
 * - after a definite answer (any reply, a failure status, offline so nothing was sent) the attempt is closed, and
 *   the next one gets a fresh key; a changed body is another attempt, with a key of its own.
 * An open attempt is kept until a definite answer, for ATTEMPT_RETENTION_MS at most (the day docs/security.md asks
 * servers to keep a key), and goes with the rest of the account's data on logout (src/lib/account-data.ts). The body
 * is kept only as a hash (a registration's carries a password).
 */
import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { paths } from '@generated/schema';
import { ACCOUNT_KEYS, readItem, writeItem } from '@/lib/account-data';
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

/** How long an open attempt's key is kept: a day, as long as docs/security.md asks a server to keep it. */
export const ATTEMPT_RETENTION_MS = 24 * 60 * 60 * 1000;

/** At most this many open attempts per operation (the oldest goes first). */
const MAX_OPEN_ATTEMPTS = 8;

interface OpenAttempt {
  /** A hash of the request body (fingerprintOf). */
  body: string;
  key: string;
  /** When it was opened (ms since the epoch). */
  at: number;
}

/** cyrb53: a 53-bit hash, as hex. Enough to tell two bodies apart without keeping either. */
function hashOf(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16);
}

const isOpenAttempt = (value: unknown): value is OpenAttempt =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as OpenAttempt).body === 'string' &&
  typeof (value as OpenAttempt).key === 'string' &&
  typeof (value as OpenAttempt).at === 'number';

/** An operation that can be irreversible, named as the contract does: 'POST /api/u/withdraw'. */
export type PostOperation = `POST ${keyof paths & string}`;

/**
 * The key rule for one operation: `begin` before each attempt, `settle` after it. Open attempts are kept in
 * sessionStorage under `cliq.attempt.<operation>` (in memory only where storage is unusable).
 */
export class IdempotencyKeys {
  private current: string | null = null;
  private memory: OpenAttempt[] = [];

  constructor(
    private readonly operation: PostOperation,
    private readonly create: () => string = newIdempotencyKey,
    private readonly now: () => number = Date.now,
  ) {}

  private get name() {
    return `${ACCOUNT_KEYS.attemptPrefix}${this.operation}`;
  }

  private read(): OpenAttempt[] {
    const raw = readItem(this.name);
    let stored: unknown = null;
    try {
      stored = raw ? JSON.parse(raw) : null;
    } catch {
      stored = null;
    }
    const attempts = Array.isArray(stored) ? stored.filter(isOpenAttempt) : this.memory;
    const oldest = this.now() - ATTEMPT_RETENTION_MS;
    return attempts.filter((attempt) => attempt.at > oldest && attempt.at <= this.now());
  }

  private write(attempts: OpenAttempt[]): void {
    this.memory = attempts.slice(-MAX_OPEN_ATTEMPTS);
    writeItem(this.name, this.memory.length ? JSON.stringify(this.memory) : null);
  }

  /** The key for an attempt with this body: the open attempt's key when there is one for it, else a fresh one. */
  begin(fingerprint: string): string {
    const body = hashOf(fingerprint);
    const attempts = this.read();
    this.current = body;
    const open = attempts.find((attempt) => attempt.body === body);
    if (open) return open.key;
    const key = this.create();
    this.write([...attempts, { body, key, at: this.now() }]);
    return key;
  }

  /** After an unknown outcome the attempt stays open (a retry reuses its key); after an answer it is closed. */
  settle(outcome: AttemptOutcome): void {
    const body = this.current;
    this.current = null;
    if (outcome === 'unknown' || body === null) return;
    this.write(this.read().filter((attempt) => attempt.body !== body));
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
 * A mutation for an irreversible call that sends an Idempotency-Key by the rule above. `operation` names the call as
 * the contract does ('POST /api/u/withdraw'); `send` is the generated call itself (e.g. `withdrawPoints`); the
 * variables are its request body.
 */
export function useIdempotentMutation<TBody, TReply>(
  operation: PostOperation,
  send: (body: TBody, init: RequestInit) => Promise<TReply>,
): UseMutationResult<TReply, ApiError, TBody> {
  const [keys] = useState(() => new IdempotencyKeys(operation));
  return useMutation<TReply, ApiError, TBody>({
    mutationFn: (body) => send(body, { headers: { [IDEMPOTENCY_HEADER]: keys.begin(fingerprintOf(body)) } }),
    onSettled: (_reply, error) => keys.settle(error && isUnknownOutcome(error) ? 'unknown' : 'answered'),
  });
}
