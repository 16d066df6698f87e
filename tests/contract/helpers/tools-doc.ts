// The contract toolkit's table of what `verify --allow-writes` calls (packages/contract/README.md), read back so tests
// can hold it to a contract.
import type { ContractModel } from './spec';

const SECTION = '### What a run with `--allow-writes` writes';

/** The operations the table lists, as 'withdrawPoints POST /api/u/withdraw'. */
export function writesListed(toolsDoc: string): string[] {
  const section = toolsDoc.split(SECTION)[1]?.split('\n### ')[0] ?? '';
  return [...section.matchAll(/^\| `(\w+)` ([A-Z]+) (\S+) \|/gm)].map((m) => `${m[1]} ${m[2]} ${m[3]}`);
}

/** The operations of a contract that change data (what the table must list), named the same way. */
export const writesOf = (model: ContractModel): string[] =>
  model.operations.filter((o) => o.writes).map((o) => `${o.id} ${o.label}`);
