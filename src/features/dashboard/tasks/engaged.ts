/**
 * Tasks the Cliquer has engaged ('Go to platform' answered success) in this browser session. A task must be
 * engaged before it can be marked completed (spec point 4); the list survives a reload of the tab, and belongs to
 * the account: a logout or another account's sign-in forgets it (src/lib/account-data.ts).
 */
import { useCallback, useState } from 'react';
import { ACCOUNT_KEYS, readItem, writeItem } from '@/lib/account-data';

function load(): Set<string> {
  try {
    const raw = readItem(ACCOUNT_KEYS.engagedTasks);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Storage may be full or disabled: the list then lasts until the page is left. */
const save = (ids: ReadonlySet<string>) => writeItem(ACCOUNT_KEYS.engagedTasks, JSON.stringify([...ids]));

export function useEngagedTasks(): readonly [ReadonlySet<string>, (taskId: string) => void] {
  const [engaged, setEngaged] = useState<ReadonlySet<string>>(load);
  const markEngaged = useCallback((taskId: string) => {
    setEngaged((current) => {
      if (current.has(taskId)) return current;
      const next = new Set(current).add(taskId);
      save(next);
      return next;
    });
  }, []);
  return [engaged, markEngaged] as const;
}
