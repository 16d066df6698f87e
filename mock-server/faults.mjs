// @ts-check
// The failures the dev mock panel (src/dev/) can choose per operation besides the contract's replies: a 500 server
// error, a timeout and a dropped connection ("offline"). The panel asks for one with the same Prefer header that
// picks Prism's examples (`Prefer: fault=timeout`, an extension preference of RFC 7240), and the dev server answers
// it itself, in front of the /api proxy (mock-server/dev-proxy.mjs, `mockFaults`), so the request really leaves the
// browser and fails the way a real one does. Pure: the browser and Node share it. Its types are its JSDoc, checked by
// the web client's typecheck (`// @ts-check`).

/** @typedef {'server-error' | 'timeout' | 'offline'} Fault */

/** The failures, by the name a shared link and the Prefer header use. */
export const FAULTS = /** @type {readonly Fault[]} */ (Object.freeze(['server-error', 'timeout', 'offline']));

/** The Prefer preference that names a failure. */
export const FAULT_PREFERENCE = 'fault';

/**
 * @param {unknown} name
 * @returns {name is Fault}
 */
export const isFault = (name) => FAULTS.includes(/** @type {Fault} */ (name));

/**
 * The Prefer header that asks the dev server for a failure: 'fault=timeout'.
 * @param {Fault} fault
 */
export function faultPrefer(fault) {
  if (!isFault(fault)) throw new Error(`Unknown fault '${fault}' (faults: ${FAULTS.join(', ')}).`);
  return `${FAULT_PREFERENCE}=${fault}`;
}

/**
 * The failure a Prefer header asks for, or undefined ('fault=offline' → 'offline'; Prism's preferences ignored).
 * @param {string | null | undefined} prefer
 * @returns {Fault | undefined}
 */
export function faultOf(prefer) {
  for (const part of String(prefer ?? '').split(/[,;]/)) {
    const [key, value] = part.split('=').map((text) => text.trim());
    if (key === FAULT_PREFERENCE && isFault(value)) return value;
  }
  return undefined;
}
