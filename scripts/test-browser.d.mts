export declare const HEADLESS_SHELL: string;
export declare const CHROMIUM: string;
export declare const HEADLESS_SHELL_PACKAGE: string;
export declare function testBrowserPath(
  env?: Record<string, string | undefined>,
  exists?: (path: string) => boolean,
): string;
