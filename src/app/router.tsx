/**
 * The routing table of spec point 2, complete. Each area is its own lazily loaded chunk (public site,
 * login, registration, Cliquer dashboard, advertiser area, admin area) and each dashboard's shell (layout) is a
 * chunk of its own, so the shell stays when the area's pages fail to download; gated areas sit behind their guard.
 *
 * Error elements sit at two depths (errors.tsx): every page route has a PageError, rendered inside its area's
 * shell with "Try again" and a link back to the area's start; the root and each area's guard keep the
 * last-resort RouteErrorPage. Chunks load through lazy-route.tsx, so "Try again" really downloads again.
 */
import type { ComponentType, ReactElement } from 'react';
import {
  Navigate,
  Outlet,
  ScrollRestoration,
  createBrowserRouter,
  type NonIndexRouteObject,
  type RouteObject,
} from 'react-router-dom';
import { PageSpinner } from '@/components/feedback/States';
import { PublicLayout } from '@/components/layout/PublicLayout';
import { paths } from '@/config/paths';
import { ADMIN_PAGES, ADVERTISER_PAGES, DASHBOARD_PAGES } from './area-pages';
import { NotFoundPage, PageError, RouteErrorPage } from './errors';
import { lazyRoute, type LazyRouteProps } from './lazy-route';
import { loadAppRecipes } from './system';

// Pages with a form, and everything beyond the public site, wait for the rest of the design system's recipes
// (system.ts) as well.
const withAppRecipes =
  <M,>(load: () => Promise<M>) =>
  () =>
    Promise.all([load(), loadAppRecipes()]).then(([module]) => module);
// The public site's pages, one chunk each: a visitor's first page downloads only its own code.
const landing = () => import('@/features/public-site/landing/LandingPage');
const about = () => import('@/features/public-site/about/AboutPage');
const services = () => import('@/features/public-site/services/ServicesPage');
const contact = withAppRecipes(() => import('@/features/public-site/contact/ContactPage'));
const terms = () => import('@/features/public-site/legal/TermsPage');
const privacy = () => import('@/features/public-site/legal/PrivacyPage');
// react-query, for the routes that call the API.
const queryRoot = () => import('./query-root');
const login = withAppRecipes(() => import('@/features/auth/login/LoginPage'));
const registration = withAppRecipes(() => import('@/features/registration'));
// The sign-up and sign-in pages of the other areas, each from its own module (not the area's, which holds them all).
const advertiserRegister = withAppRecipes(() => import('@/features/advertiser/register/RegisterPage'));
const advertiserRegCompletion = withAppRecipes(() => import('@/features/advertiser/reg-completion/RegCompletionPage'));
const advertiserLogin = withAppRecipes(() => import('@/features/advertiser/login/LoginPage'));
const adminLogin = withAppRecipes(() => import('@/features/admin/login/AdminLoginPage'));
// The session guards (and the session calls, the session-ended dialog) load with the gated areas, not the public site.
const guards = withAppRecipes(() => import('@/features/auth/guards'));
// The dashboards' shells, imported on their own so they land in their own chunks (the area modules above
// re-export them, so the area chunks import these rather than holding a copy).
const dashboardShell = withAppRecipes(() => import('@/features/dashboard/layout'));
const advertiserShell = withAppRecipes(() => import('@/features/advertiser/layout/AdvertiserDashboardLayout'));
const adminShell = withAppRecipes(() => import('@/features/admin/layout'));

/** A page module's export by name (area-pages.ts's types make sure its loader's module exports it). */
const exportOf = (module: object, name: PropertyKey) =>
  (module as Record<PropertyKey, ComponentType>)[name] as ComponentType;

const d = paths.dashboard;
const ad = paths.advertiser.dashboard;
const am = paths.admin.dashboard;

/** A page route's lazy component and its error element (rendered in the parent's Outlet, inside the shell). */
function pageIn(errorElement: ReactElement) {
  return <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) => ({
    ...lazyRoute(load, pick),
    errorElement,
  });
}

const publicPage = pageIn(<PageError homeHref={paths.home.href()} homeLabel="Go to the home page" />);
const dashboardPage = pageIn(<PageError homeHref={d.overview.href()} homeLabel="Back to the overview" />);
const advertiserPage = pageIn(<PageError homeHref={ad.overview.href()} homeLabel="Back to the overview" />);
const adminPage = pageIn(<PageError homeHref={am.overview.href()} homeLabel="Back to the overview" />);

/**
 * A dashboard's shell (its layout, a chunk of its own) with its pages: the index goes to the overview, and any other
 * path below it is the area's not-found page, inside the shell.
 */
function shell(
  layout: LazyRouteProps,
  overview: string,
  pages: RouteObject[],
  notFound: NonIndexRouteObject,
): NonIndexRouteObject {
  return {
    ...layout,
    children: [{ index: true, element: <Navigate to={overview} replace /> }, ...pages, { path: '*', ...notFound }],
  };
}

/** A gated area at `path`: its session guard, with the last-resort error element. */
function gated(path: string, guard: LazyRouteProps, children: RouteObject[]): NonIndexRouteObject {
  return { path, ...guard, errorElement: <RouteErrorPage />, children };
}

function Root() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: () => <PageSpinner />,
    children: [
      {
        element: <PublicLayout />,
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, ...publicPage(landing, (m) => m.LandingPage) },
          { path: paths.homeAlias.path, ...publicPage(landing, (m) => m.LandingPage) },
          { path: paths.about.path, ...publicPage(about, (m) => m.AboutPage) },
          { path: paths.services.path, ...publicPage(services, (m) => m.ServicesPage) },
          { path: paths.contact.path, ...publicPage(contact, (m) => m.ContactPage) },
          { path: paths.terms.path, ...publicPage(terms, (m) => m.TermsPage) },
          { path: paths.privacy.path, ...publicPage(privacy, (m) => m.PrivacyPage) },
          {
            // The pages that call the API: react-query comes with them (query-root.tsx).
            ...publicPage(queryRoot, (m) => m.QueryRoot),
            children: [
              { path: paths.login.path, ...publicPage(login, (m) => m.LoginPage) },
              { path: paths.register.path, ...publicPage(registration, (m) => m.RegisterPage) },
              {
                path: paths.advertiser.register.path,
                ...publicPage(advertiserRegister, (m) => m.AdvertiserRegisterPage),
              },
              {
                path: paths.advertiser.regCompletion.path,
                ...publicPage(advertiserRegCompletion, (m) => m.AdvertiserRegCompletionPage),
              },
              { path: paths.advertiser.login.path, ...publicPage(advertiserLogin, (m) => m.AdvertiserLoginPage) },
              { path: paths.admin.login.path, ...publicPage(adminLogin, (m) => m.AdminLoginPage) },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        // The gated areas call the API: react-query comes with them (query-root.tsx).
        ...lazyRoute(queryRoot, (m) => m.QueryRoot),
        errorElement: <RouteErrorPage />,
        children: [
          gated(
            d.root.path,
            lazyRoute(guards, (m) => m.UserSessionGuard),
            [
              shell(
                lazyRoute(dashboardShell, (m) => m.UserDashboardLayout),
                d.overview.path,
                DASHBOARD_PAGES.map(([path, name, load]) => ({
                  path,
                  ...dashboardPage(withAppRecipes<object>(load), (m) => exportOf(m, name)),
                })),
                dashboardPage(dashboardShell, (m) => m.UserDashboardNotFound),
              ),
            ],
          ),
          gated(
            ad.root.path,
            lazyRoute(guards, (m) => m.AdvertiserSessionGuard),
            [
              shell(
                lazyRoute(advertiserShell, (m) => m.AdvertiserDashboardLayout),
                ad.overview.path,
                ADVERTISER_PAGES.map(([path, name, load]) => ({
                  path,
                  ...advertiserPage(withAppRecipes<object>(load), (m) => exportOf(m, name)),
                })),
                advertiserPage(advertiserShell, (m) => m.AdvertiserDashboardNotFound),
              ),
            ],
          ),
          gated(
            paths.admin.root.path,
            lazyRoute(guards, (m) => m.AdminSessionGuard),
            [
              { index: true, element: <Navigate to={am.overview.href()} replace /> },
              {
                path: am.root.path,
                ...shell(
                  lazyRoute(adminShell, (m) => m.AdminDashboardLayout),
                  am.overview.path,
                  ADMIN_PAGES.map(([path, name, load]) => ({
                    path,
                    ...adminPage(withAppRecipes<object>(load), (m) => exportOf(m, name)),
                  })),
                  adminPage(adminShell, (m) => m.AdminDashboardNotFound),
                ),
              },
              { path: '*', ...adminPage(adminShell, (m) => m.AdminDashboardNotFound) },
            ],
          ),
        ],
      },
    ],
  },
];

/** The browser's router (main.tsx). Nothing hydrates: the prerendered public pages are documents with no app code. */
export const createAppRouter = () => createBrowserRouter(routes);
