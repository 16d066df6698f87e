/**
 * Prerendered public pages (issues 15 and 39): `vite build` renders these paths once (src/app/entry-server.tsx, run
 * by build/prerender.mjs) and writes each as a document of its own: its HTML and CSS, and no app code. A visitor
 * reads it and follows its links into the app; its interactive parts are the platform's (the menu's popover, the
 * FAQ's details) plus two small scripts of its own (src/app/documents/: the contact form's behaviour on /contact, and
 * the web vitals when config.js names a reportUrl). The app (main.tsx) renders the same pages from the same
 * components when it is the one showing them (`npm start`, or a public page reached from inside the app).
 */
import { paths } from '@/config/paths';

/** The paths `vite build` prerenders; every other route is served the app shell (dist/200.html). */
export const PRERENDERED_PATHS: readonly string[] = [
  paths.home.href(),
  paths.homeAlias.href(),
  paths.about.href(),
  paths.services.href(),
  paths.contact.href(),
  paths.terms.href(),
  paths.privacy.href(),
];

/** The meta naming the path a page was prerendered for (a document of the public site, with no app code). */
export const PRERENDERED_META = 'cliq-prerendered';
