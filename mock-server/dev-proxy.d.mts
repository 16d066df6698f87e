// Types of the part of dev-proxy.mjs the TypeScript tests use.
export declare function sessionCookieNames(): string[];
