// The package's tests run against the contract it ships: in this repository, the web client's openapi/cliq.yaml, of
// which the package is packed with a copy. Its model is loaded once per worker; never change its document (work on
// `freshDoc()` and build a model of the copy with `createModel`).
import { fileURLToPath } from 'node:url';
import { loadContract } from '../../src/load.mjs';
import type { OpenApiDocument } from '../../src/model.mjs';

export * from '../../src/model.mjs';

/** The package's folder. */
export const PACKAGE = fileURLToPath(new URL('../../', import.meta.url));
/** The contract the tests use (an absolute path): every command they run names it with --contract. */
export const CONTRACT = fileURLToPath(new URL('../../../../openapi/cliq.yaml', import.meta.url));
/** The command: `node BIN verify ...`. */
export const BIN = fileURLToPath(new URL('../../bin/cliq-contract.mjs', import.meta.url));

export const model = await loadContract(CONTRACT);

/** A copy of the document that a test may change. */
export const freshDoc = (): OpenApiDocument => structuredClone(model.doc);

/** The contract's example accounts (its login examples), as verify's flags: the Prism mock accepts them. */
export const EXAMPLE_CREDENTIALS = [
  '--user', 'ada', '--user-password', 'Secret123',
  '--advertiser', 'glowbeauty', '--advertiser-password', 'Brand2026x',
  '--admin', 'admin', '--admin-password', 'Adm1nPass',
]; // prettier-ignore
