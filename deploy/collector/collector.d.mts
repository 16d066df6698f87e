// Types of collector.mjs for the tests.
export declare const DEFAULT_LISTEN: string;
export declare const DEFAULT_PATH: string;
export declare const DEFAULT_FILE: string;
export declare const DEFAULT_PER_MINUTE: number;
export declare const MAX_BODY: number;
export declare const MAX_REPORTS: number;

/** A report as the collector writes it: one JSON line each. */
export interface WrittenReport {
  received: string;
  type: string;
  age: number | null;
  url: string | null;
  user_agent: string | null;
  body: Record<string, string | number | boolean | null>;
}

export declare function scrubUrl(value: string): string;
export declare function scrubText(value: string): string;
export declare function scrubBody(body: unknown): WrittenReport['body'];
export declare function scrubReport(report: unknown, received?: Date): WrittenReport | null;
export declare function startCollector(options?: {
  host?: string;
  port?: number;
  path?: string;
  file?: string;
  perMinute?: number;
  now?: () => number;
}): Promise<{ url: string; port: number; file: string; close: () => Promise<void> }>;
