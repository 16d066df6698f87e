/**
 * Thin wrappers of the generated dashboard hooks that add the dashboard's side effects: the profile gate
 * (spec point 8: a failed GET /u/profile-info alerts its message, or 'Kindly login', on /login) and the cache
 * updates after a task completes, a withdrawal is sent or payment details are saved.
 */
import { useQueryClient, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  getGetRecentActivitiesQueryKey,
  getGetUserProfileQueryKey,
  getGetUserTasksQueryKey,
  useGetUserProfile,
  type getUserProfileResponse,
  type getUserTasksResponse,
} from '@generated/hooks/dashboard/dashboard';
import type { UserProfileReply } from '@generated/models';
import { serverMessage, type ApiError } from '@/api/errors';
import type { NoticeState } from '@/components/feedback/States';
import { paths } from '@/config/paths';

export const KINDLY_LOGIN = 'Kindly login';

type ProfileQuery = UseQueryResult<getUserProfileResponse, ApiError>;

/** Why the profile cannot be shown (the notice for /login), or null while it loads or when it is fine. */
export function profileFailure(query: Pick<ProfileQuery, 'isError' | 'error' | 'data' | 'isFetching'>): string | null {
  if (query.isError) {
    return query.isFetching ? null : (serverMessage(query.error) ?? KINDLY_LOGIN);
  }
  const reply: UserProfileReply | undefined = query.data?.data;
  if (reply && (!reply.success || !reply.user)) return reply.message?.trim() || KINDLY_LOGIN;
  return null;
}

/**
 * The Cliquer's profile, for the dashboard shell. When it fails (or says success false), the visitor goes to
 * /login, which shows the notice as an alert; the failed answer is dropped so a later visit asks again.
 */
export function useProfileGate(): ProfileQuery {
  const profile = useGetUserProfile();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const failure = profileFailure(profile);

  useEffect(() => {
    if (failure === null) return;
    const state: NoticeState = { notice: failure };
    navigate(paths.login.href(), { replace: true, state });
    queryClient.removeQueries({ queryKey: getGetUserProfileQueryKey() });
  }, [failure, navigate, queryClient]);

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
        tasks: current.data.tasks.map((task) => (task.key === taskId ? { ...task, engagement: 'completed' as const } : task)),
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

/** Forgets every dashboard answer (after logout), so the next account starts clean. */
export function forgetDashboard(queryClient: QueryClient): void {
  for (const queryKey of [getGetUserProfileQueryKey(), getGetUserTasksQueryKey(), getGetRecentActivitiesQueryKey()]) {
    queryClient.removeQueries({ queryKey });
  }
}
