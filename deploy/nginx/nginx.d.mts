// Types of nginx.mjs for vite.config.ts, playwright.config.ts and the tests.
import type { ChildProcess } from 'node:child_process';

export declare const CSP_NONCE_PLACEHOLDER: string;
export declare const TEMPLATE: string;
export declare const APP_ROUTES: string;
export declare const BROTLI_MODULE: string;
export declare const DEFAULT_LISTEN: string;

export interface NginxSettings {
  dist: string;
  listen: string;
  apiTarget: string | null;
  mock: string | null;
  apiOrigins: string[];
  runtimeDir: string | null;
  accessLog: string | null;
  workers: string;
  brotli: boolean;
}

export interface NginxOverrides {
  dist?: string;
  listen?: string | number;
  apiTarget?: string | null;
  apiOrigin?: string;
  runtimeDir?: string;
  accessLog?: string;
  workers?: string | number;
  brotli?: boolean;
}

export declare function findNginx(env?: NodeJS.ProcessEnv): string | null;
export declare function settingsFrom(env?: NodeJS.ProcessEnv, overrides?: NginxOverrides): NginxSettings;
export declare function mockCookieMaps(names?: string[]): string;
export declare function renderConfig(settings: NginxSettings, template?: string): string;
export declare function startNginx(
  overrides?: NginxOverrides,
  options?: { env?: NodeJS.ProcessEnv; quiet?: boolean },
): Promise<{
  child: ChildProcess;
  url: string;
  runtimeDir: string;
  configFile: string;
  settings: NginxSettings;
  stop: () => Promise<void>;
}>;
