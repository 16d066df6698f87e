/**
 * The items a reply left out (src/api/contract.ts: an item of a list that broke its schema is dropped and the rest
 * kept). The HTTP module returns them beside the generated `{ data, status, headers }` as `dropped`, so a page can
 * say how many it could not show ("1 task could not be shown", QueryState's `leftOut`).
 */
import type { DroppedItem } from './errors';

/**
 * How many items of a list the reply left out: `list` is the list's template as the contract has it ('/tasks/*';
 * a nested list names each level, as each task type's currencies). 0 for anything that is not such a reply.
 */
export function droppedCount(reply: unknown, list: string): number {
  const dropped = (reply as { dropped?: readonly DroppedItem[] } | null | undefined)?.dropped;
  return Array.isArray(dropped) ? dropped.filter((item: DroppedItem) => item.list === list).length : 0;
}
