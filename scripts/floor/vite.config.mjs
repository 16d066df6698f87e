// The floor page's own Vite config (scripts/bench-lighthouse.mjs --floor previews its build with this: no proxy,
// no plugins of the app).
export default {};
