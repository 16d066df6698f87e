/**
 * The public marketing site (spec points 1 and 2). The router loads each page's module on its own (one chunk per
 * page, src/app/router.tsx); this index names them for everything else (tests, the prerender's checks).
 * Only shared components, config and lib are imported here: no code of the dashboards.
 */
export { AboutPage } from './pages/AboutPage';
export { ContactPage } from './pages/ContactPage';
export { LandingPage } from './pages/LandingPage';
export { PrivacyPage } from './pages/PrivacyPage';
export { ServicesPage } from './pages/ServicesPage';
export { TermsPage } from './pages/TermsPage';
