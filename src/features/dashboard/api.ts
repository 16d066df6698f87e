/**
 * What the dashboard adds to its generated calls: the profile gate (spec point 8: a GET /u/profile-info answering
 * success false alerts its message, or 'Kindly login', on /login) and the cache updates after a task completes or a
 * withdrawal is sent. Pages call the generated hooks themselves for everything else (docs/architecture.md, "The
 * shape of a feature").
 */
import { useQueryClient, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  getGetRecentActivitiesQueryKey,
  getGetUserProfileQueryKey,
  getGetUserTasksQueryKey,
  useGetUserProfile,
  type getUserProfileResponse,
  type getUserTasksResponse,
} from '@generated/hooks/dashboard/dashboard';
import type { UserProfileReply } from '@generated/models';
import type { ApiError } from '@/api/errors';
import type { FromState } from '@/components/feedback/session-area';
import type { NoticeState } from '@/components/feedback/States';
import { paths } from '@/config/paths';
import { COMMON_MESSAGES } from '@/config/messages';

type ProfileQuery = UseQueryResult<getUserProfileResponse, ApiError>;

/**
 * The notice for /login when the server says the profile cannot be shown (success false, or no user), or null.
 * A failed call is not such an answer: a 401/403 opens the session-ended dialog (src/features/auth/guards.tsx),
 * anything else (5xx, network, timeout, parse, contract) keeps the page, whose own error or banner says so.
 */
export function profileFailure(query: Pick<ProfileQuery, 'data'>): string | null {
  const reply: UserProfileReply | undefined = query.data?.data;
  if (reply && (!reply.success || !reply.user)) return reply.message?.trim() || COMMON_MESSAGES.kindlyLogin;
  return null;
}

/**
 * The Cliquer's profile, for the dashboard shell. When the server says success false, the visitor goes to
 * /login (with `from`), which shows the notice as an alert; that answer is dropped so a later visit asks again.
 */
export function useProfileGate(): ProfileQuery {
  const profile = useGetUserProfile();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const queryClient = useQueryClient();
  const failure = profileFailure(profile);
  const from = `${pathname}${search}${hash}`;

  useEffect(() => {
    if (failure === null) return;
    const state: NoticeState & FromState = { notice: failure, from };
    navigate(paths.login.href(), { replace: true, state });
    queryClient.removeQueries({ queryKey: getGetUserProfileQueryKey() });
  }, [failure, from, navigate, queryClient]);

  return profile;
}

/** Marks one task completed in the cached task list (the server has confirmed it). */
export function markTaskCompleted(queryClient: QueryClient, taskId: string): void {
  queryClient.setQueryData<getUserTasksResponse>(getGetUserTasksQueryKey(), (current) => {
    if (!current) return current;
    return {
      ...current,
      data: {
        ...current.data,
        tasks: current.data.tasks.map((task) =>
          task.key === taskId ? { ...task, engagement: 'completed' as const } : task,
        ),
      },
    };
  });
}

/** Points and activities changed: fetch them again. */
export function refreshPoints(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: getGetUserProfileQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getGetRecentActivitiesQueryKey() }),
  ]).then(() => undefined);
}
