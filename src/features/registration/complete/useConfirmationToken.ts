/**
 * Phase 4's e-mail confirmation token (spec point 4): the token is checked TIMINGS.tokenPause (1.5 s) after
 * typing stops, one request at a time (a token that becomes ready while a check runs waits for it); a rejected
 * token's message shows TIMINGS.tokenErrorDelay (1 s) after the reply, unless the user has typed since.
 */
import type { FlowReply } from '@generated/models';
import { useCallback, useEffect, useRef, useState } from 'react';
import { describeFailure } from '@/components/feedback/States';
import { TIMINGS } from '@/config/constants';

export type TokenStatus = 'idle' | 'waiting' | 'checking' | 'confirmed' | 'failed';

export interface TokenState {
  status: TokenStatus;
  /** The message of a failed check (status 'failed'). */
  message?: string;
}

const REJECTED = 'This token was not accepted. Check your mail and try again.';

type Timer = ReturnType<typeof setTimeout>;

export function useConfirmationToken({
  check,
  onConfirmed,
}: {
  /** Sends one check (POST /api/u/checkConfirmationToken) and resolves with its reply. */
  check: (token: string) => Promise<FlowReply>;
  onConfirmed: (reply: FlowReply) => void;
}): { value: string; state: TokenState; change: (value: string) => void } {
  const [value, setValue] = useState('');
  const [state, setState] = useState<TokenState>({ status: 'idle' });

  const latest = useRef({ check, onConfirmed, value: '' });
  useEffect(() => {
    latest.current.check = check;
    latest.current.onConfirmed = onConfirmed;
  });

  const pauseTimer = useRef<Timer | null>(null);
  const errorTimer = useRef<Timer | null>(null);
  const inFlight = useRef(false);
  const queued = useRef<string | null>(null);
  const confirmed = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (pauseTimer.current !== null) clearTimeout(pauseTimer.current);
      if (errorTimer.current !== null) clearTimeout(errorTimer.current);
    };
  }, []);

  const run = useCallback(async function send(token: string): Promise<void> {
    if (inFlight.current) {
      queued.current = token;
      return;
    }
    inFlight.current = true;
    setState({ status: 'checking' });
    let failure: string | null = null;
    let reply: FlowReply | null = null;
    try {
      reply = await latest.current.check(token);
      if (!reply.success) failure = reply.msg?.trim() || REJECTED;
    } catch (error) {
      failure = describeFailure(error, 'check your token');
    }
    inFlight.current = false;
    if (!mounted.current) return;

    if (failure === null && reply) {
      confirmed.current = true;
      queued.current = null;
      setState({ status: 'confirmed' });
      latest.current.onConfirmed(reply);
      return;
    }
    // A newer token became ready during this check: it goes next, and this failure is no longer news.
    const next = queued.current;
    queued.current = null;
    if (next !== null && next !== token) {
      void send(next);
      return;
    }
    const typed = latest.current.value.trim();
    if (typed !== token) {
      // Edited since: the pending pause (if any) checks the new value.
      setState({ status: typed === '' ? 'idle' : 'waiting' });
      return;
    }
    const message = failure ?? REJECTED;
    errorTimer.current = setTimeout(() => {
      errorTimer.current = null;
      setState({ status: 'failed', message });
    }, TIMINGS.tokenErrorDelay);
  }, []);

  const change = useCallback(
    (next: string) => {
      if (confirmed.current) return;
      setValue(next);
      latest.current.value = next;
      if (pauseTimer.current !== null) clearTimeout(pauseTimer.current);
      if (errorTimer.current !== null) clearTimeout(errorTimer.current);
      pauseTimer.current = null;
      errorTimer.current = null;
      const token = next.trim();
      if (token === '') {
        setState({ status: inFlight.current ? 'checking' : 'idle' });
        return;
      }
      setState((current) => (current.status === 'checking' ? current : { status: 'waiting' }));
      pauseTimer.current = setTimeout(() => {
        pauseTimer.current = null;
        void run(token);
      }, TIMINGS.tokenPause);
    },
    [run],
  );

  return { value, state, change };
}
