/**
 * Tasks the Cliquer has engaged ('Go to platform' answered success) in this browser session. A task must be
 * engaged before it can be marked completed (spec point 4); the list survives a reload of the tab.
 */
import { useCallback, useState } from 'react';

const STORAGE_KEY = 'cliq.dashboard.engagedTasks';

function load(): Set<string> {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

function save(ids: ReadonlySet<string>): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...ids]));
  } catch {
    // Storage may be full or disabled: the list then lasts until the page is left.
  }
}

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
