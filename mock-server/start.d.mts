// Types of start.mjs for the TypeScript tests that start their own Prism.
import type { ChildProcess } from 'node:child_process';

export declare const MOCK_HOST: string;
export declare const MOCK_PORT: number;
export declare function startPrism(options?: {
  port?: number;
  host?: string;
  quiet?: boolean;
  dynamic?: boolean;
  seed?: string | number;
}): Promise<{ child: ChildProcess; url: string; ms: number }>;
