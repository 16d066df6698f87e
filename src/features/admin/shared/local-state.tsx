/**
 * Decisions the admin area keeps in the browser only (spec points 4 and 7: approving or rejecting a user and
 * toggling a task type's status make no call). They live in the admin layout, so they hold while the admin
 * moves between tabs (the overview's counts include them) and are gone after a reload or sign-out.
 */
import type { KnownAdminUserRowStatus as AdminUserRowStatus, KnownTaskTypeStatus as TaskTypeStatus } from '@generated/known-values';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export interface AdminLocalState {
  /** Local status of users, by row key (see userRowKey). */
  userStatus: ReadonlyMap<string, AdminUserRowStatus>;
  setUserStatus: (key: string, status: AdminUserRowStatus) => void;
  /** Local status of task types, by id. */
  taskTypeStatus: ReadonlyMap<number, TaskTypeStatus>;
  setTaskTypeStatus: (id: number, status: TaskTypeStatus) => void;
}

const AdminLocalStateContext = createContext<AdminLocalState | null>(null);

export function AdminLocalStateProvider({ children }: { children: ReactNode }) {
  const [userStatus, setUsers] = useState<ReadonlyMap<string, AdminUserRowStatus>>(() => new Map());
  const [taskTypeStatus, setTaskTypes] = useState<ReadonlyMap<number, TaskTypeStatus>>(() => new Map());

  const setUserStatus = useCallback((key: string, status: AdminUserRowStatus) => {
    setUsers((current) => new Map(current).set(key, status));
  }, []);
  const setTaskTypeStatus = useCallback((id: number, status: TaskTypeStatus) => {
    setTaskTypes((current) => new Map(current).set(id, status));
  }, []);

  const value = useMemo(
    () => ({ userStatus, setUserStatus, taskTypeStatus, setTaskTypeStatus }),
    [userStatus, setUserStatus, taskTypeStatus, setTaskTypeStatus],
  );
  return <AdminLocalStateContext.Provider value={value}>{children}</AdminLocalStateContext.Provider>;
}

export function useAdminLocalState(): AdminLocalState {
  const state = useContext(AdminLocalStateContext);
  if (!state) throw new Error('useAdminLocalState must be used inside <AdminLocalStateProvider>');
  return state;
}
