// Runtime settings of the Cliq web client, read before the app starts.
// A deployment may replace this file without rebuilding the app.
// apiBase: the server's base address ('' = the same origin as this page); calls go to {apiBase}/api/...
// reportUrl: where the app sends its reports (contract drift, errors, failed chunks, sampled web vitals) in the
//   W3C Reporting API's JSON; '' sends none (docs/operations.md). vitalsSampleRate: the share of page loads whose
//   web vitals are reported (0 to 1, default 0.1).
window.__CLIQ_CONFIG__ = { apiBase: '', reportUrl: '' };
