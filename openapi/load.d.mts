// Types of openapi/load.mjs (Node only).
import type { ContractModel, OpenApiDocument } from './model.mjs';

/** The absolute path of openapi/cliq.yaml. */
export declare const CONTRACT_FILE: string;
/** A fresh, bundled copy of a contract file's document. */
export declare function loadDocument(file?: string): Promise<OpenApiDocument>;
/** The model of a contract file, loaded once per file and process (never change its document). */
export declare function loadContract(file?: string): Promise<ContractModel>;
