/** A task type's price (spec point 5): one engagement, and a task's cost, as money in the type's currency. */
import type { TaskType } from '@generated/models';
import { formatMoney } from '@/lib/format';

/**
 * The price of one engagement, from the spec's own fields: the first of the type's `currencies` (cur_code and
 * amount), or its bare `amount` (no currency) when it lists none.
 */
function priceOf(type: TaskType): { amount: number; code?: string } {
  const first = type.currencies?.[0];
  if (first) return { amount: first.amount, code: first.cur_code };
  return { amount: type.amount ?? 0 };
}

/** The price of one engagement, as money in the type's currency. */
export const unitPrice = (type: TaskType): string => {
  const price = priceOf(type);
  return formatMoney(price.amount, price.code);
};

/** The cost of a task: the type's price × the target count, as money in the type's currency. */
export const taskCost = (type: TaskType, count: number): string => {
  const price = priceOf(type);
  return formatMoney(Math.round(price.amount * count * 100) / 100, price.code);
};
