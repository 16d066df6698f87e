// Runtime settings of the Cliq web client, read before the app starts.
// A deployment may replace this file without rebuilding the app.
// apiBase: the server's base address ('' = the same origin as this page); calls go to {apiBase}/api/...
window.__CLIQ_CONFIG__ = { apiBase: '' };
