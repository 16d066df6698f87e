/** Whether the browser says it has no network (navigator.onLine false); unknown counts as online. */
export const browserOffline = (): boolean => globalThis.navigator?.onLine === false;
