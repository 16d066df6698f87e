// Types of nginx.mjs for vite.config.ts, playwright.config.ts and the tests.
import type { ChildProcess } from 'node:child_process';

export declare const CSP_NONCE_PLACEHOLDER: string;
export declare const TEMPLATE: string;
export declare const APP_ROUTES: string;
export declare const BROTLI_MODULE: string;
export declare const DEFAULT_LISTEN: string;
export declare const SYSTEM_CA_BUNDLE: string;
export declare const DEFAULT_HSTS: string;
export declare const REPORT_GROUP: string;
export declare const HEALTH_PATH: string;
export declare const READY_PATH: string;
export declare const READY_API_PATH: string;
export declare const DEFAULT_USER: string;
/** The forwarding headers cleared towards the API server, by what a server would believe from them. */
export declare const CLEARED_HEADERS: Record<string, string[]>;

/** The CLIQ_* settings (docs/deploy.md), as environment variables or overrides. */
export type NginxEnv = Record<string, string | undefined>;

export interface NginxSettings {
  dist: string;
  previousDist: string | null;
  listen: string[];
  publicOrigin: string;
  publicHost: string;
  /** The public origin's port (443 or 80 when it names none): X-Forwarded-Port. */
  publicPort: string;
  serverNames: string[];
  tls: { cert: string; key: string } | null;
  redirectListen: string[];
  hsts: string | null;
  realIpFrom: string[];
  apiMode: 'mock' | 'backend' | 'none';
  apiTarget: string | null;
  apiCa: string | null;
  mock: string | null;
  apiBase: string;
  apiBaseOrigin: string | null;
  reportUrl: string;
  reportOrigin: string | null;
  /** Where nginx passes a report endpoint that is a path of the site ('api': the API target), or null. */
  reportCollector: string | null;
  /** vitalsSampleRate in config.js (CLIQ_VITALS_SAMPLE_RATE), or null for the app's default. */
  vitalsSampleRate: number | null;
  /** The user nginx's workers run as (the `user` directive), or null for none. */
  user: string | null;
  wellKnownRoot: string;
  include: string | null;
  runtimeDir: string | null;
  accessLog: string | null;
  workers: string;
  brotli: boolean;
  mockCookies: string[] | null;
  mockUploads: string | null;
}

export interface SettingsOptions {
  /** /api goes to the Prism mock (--mock). */
  mock?: boolean;
  /** A configuration for this machine: the public origin defaults to nginx's own address. */
  local?: boolean;
}

export declare function localWorkerUser(uid?: number, name?: string): string | null;
export declare function probeLocations(apiTarget: string | null): string;
export declare function findNginx(env?: NginxEnv): string | null;
export declare function settingsFrom(env?: NginxEnv, options?: SettingsOptions): NginxSettings;
export declare function withMockDetails(settings: NginxSettings): Promise<NginxSettings>;
export declare function mockCookieMaps(names: string[]): string;
export declare function configScript(
  settings: Pick<NginxSettings, 'apiBase' | 'reportUrl'> & Partial<Pick<NginxSettings, 'vitalsSampleRate'>>,
): string;
export declare function renderConfig(settings: NginxSettings, template?: string): string;
export declare function readSettingsFile(file: string): Record<string, string>;
export declare function startNginx(
  overrides?: NginxEnv,
  options?: { env?: NginxEnv; quiet?: boolean } & SettingsOptions,
): Promise<{
  child: ChildProcess;
  url: string;
  runtimeDir: string;
  configFile: string;
  settings: NginxSettings;
  stop: () => Promise<void>;
  /** nginx's error output so far. */
  log: () => string;
}>;
