/**
 * The public marketing site (spec points 1 and 2). The router lazily loads this module and picks these named pages.
 * Only shared components, config and lib are imported here: no code of the dashboards.
 */
export { AboutPage } from './pages/AboutPage';
export { ContactPage } from './pages/ContactPage';
export { LandingPage } from './pages/LandingPage';
export { PrivacyPage } from './pages/PrivacyPage';
export { ServicesPage } from './pages/ServicesPage';
export { TermsPage } from './pages/TermsPage';
