// Types of scripts/contract-replies.mjs (used by codegen.config.ts and the TypeScript tests).
export declare const SESSION_STATUSES: readonly number[];
export declare const REPLY_MARKER: 'x-cliq-reply';
export declare function isReply(doc: unknown, status: string | number, response: unknown): boolean;
export declare function statusesOf(doc: unknown, op: unknown): { replies: number[]; failures: number[] };
export declare function operationsOf(doc: unknown): { key: string; op: Record<string, unknown> }[];
export declare function onlyReplies<T>(spec: T): T;
