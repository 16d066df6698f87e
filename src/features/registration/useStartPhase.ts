/**
 * Where the wizard starts (spec point 2): a token in the query is checked with POST /api/u/checkToken (success:
 * the returned step + 1; a rejection's msg is shown in the server's dialog and the wizard starts at phase 1);
 * otherwise GET /api/s/session's saved step + 1 when signed in, else phase 1, from an answer fetched since the
 * wizard mounted. A failed check starts at phase 1 with a short message instead of the spec's silent log.
 */
import type { FlowReply } from '@generated/models';
import { useCheckRegistrationToken } from '@generated/hooks/registration/registration';
import { useGetUserSession } from '@generated/hooks/session/session';
import { useEffect, useRef } from 'react';
import { describeFailure } from '@/components/feedback/States';
import { useOncePerKey } from '@/lib/useOncePerKey';
import { phaseFromStep, type Phase } from './phase';

export type StartState =
  | { status: 'pending' }
  | {
      status: 'ready';
      phase: Phase;
      /** A short message when the start could not be worked out. */
      problem?: string;
      /** Retries the session check (only for its failure). */
      retry?: () => void;
    };

export function useStartPhase(token: string, onTokenRejected: (reply: FlowReply) => void): StartState {
  const checkToken = useCheckRegistrationToken();
  const session = useGetUserSession({
    query: { enabled: token === '', staleTime: 0, refetchOnWindowFocus: false },
  });

  // One check per token.
  const { mutate } = checkToken;
  const rejected = useRef(onTokenRejected);
  useEffect(() => {
    rejected.current = onTokenRejected;
  });
  useOncePerKey(token, (sent) =>
    mutate(
      { data: { token: sent } },
      {
        onSuccess: (reply) => {
          if (!reply.data.success) rejected.current(reply.data);
        },
      },
    ),
  );

  if (token !== '') {
    if (checkToken.isError) {
      return { status: 'ready', phase: 1, problem: describeFailure(checkToken.error, 'check your registration link') };
    }
    if (!checkToken.isSuccess) return { status: 'pending' };
    const reply = checkToken.data.data;
    return { status: 'ready', phase: reply.success ? phaseFromStep(reply.step) : 1 };
  }

  // Mounted again in the tab, the session's cached answer may be out of date (the registration moved on or ended
  // elsewhere): the wizard waits for the fresh one rather than opening, for a moment, a phase it then leaves.
  if (session.isPending || (session.isFetching && !session.isFetchedAfterMount)) return { status: 'pending' };
  if (session.isError) {
    return {
      status: 'ready',
      phase: 1,
      problem: `${describeFailure(session.error, 'check whether you have a registration in progress')} You can still start a new one.`,
      retry: () => void session.refetch(),
    };
  }
  const state = session.data.data;
  return { status: 'ready', phase: state.loggedIn ? phaseFromStep(state.step ?? 0) : 1 };
}
