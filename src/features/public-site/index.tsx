/**
 * The public marketing site (spec points 1 and 2). The router loads each page's module on its own (one chunk per
 * page, src/app/router.tsx); this index names them for everything else (tests, the prerender's checks).
 * Only shared components, config and lib are imported here: no code of the dashboards.
 */
export { AboutPage } from './about/AboutPage';
export { ContactPage } from './contact/ContactPage';
export { LandingPage } from './landing/LandingPage';
export { PrivacyPage } from './legal/PrivacyPage';
export { ServicesPage } from './services/ServicesPage';
export { TermsPage } from './legal/TermsPage';
