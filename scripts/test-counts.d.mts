export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  /** One line per failure (and per kind of failure outside tests), for the summary. */
  notes: string[];
}

export function failure(name: string, message: unknown): string;
export function vitestCounts(report: unknown, root: string): Counts;
export function playwrightCounts(report: unknown): Counts;
