// Types of mock-server/faults.mjs.
export type Fault = 'server-error' | 'timeout' | 'offline';
export declare const FAULTS: readonly Fault[];
export declare const FAULT_PREFERENCE: string;
export declare function isFault(name: unknown): name is Fault;
export declare function faultPrefer(fault: Fault): string;
export declare function faultOf(prefer: string | null | undefined): Fault | undefined;
