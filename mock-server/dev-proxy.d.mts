// Types of the part of dev-proxy.mjs the TypeScript tests use.
export declare function sessionCookieNames(): string[];

/** How long the dev server holds a 'timeout' request before it answers 504. */
export declare const FAULT_HOLD_MS: number;
/** Answers a request whose Prefer header asks for a failure (mock-server/faults.mjs); false for any other. */
export declare function answerFault(
  req: import('node:http').IncomingMessage,
  res: import('node:http').ServerResponse,
  options?: { holdMs?: number },
): boolean;
