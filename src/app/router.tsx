/**
 * The routing table of spec point 2, complete. Each area is its own lazily loaded chunk (public site,
 * login, registration, Cliquer dashboard, advertiser area, admin area); gated areas sit behind their guard.
 */
import type { ComponentType } from 'react';
import { Navigate, Outlet, ScrollRestoration, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '@/components/feedback/States';
import { PublicLayout } from '@/components/layout/PublicLayout';
import { paths } from '@/config/paths';
import { RequireSession } from '@/features/auth/guards';
import { NotFoundPage, RouteErrorPage } from './errors';

/** A lazy route whose component is `name` of the area module `load` imports. */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

const publicSite = () => import('@/features/public-site');
const auth = () => import('@/features/auth');
const registration = () => import('@/features/registration');
const dashboard = () => import('@/features/dashboard');
const advertiser = () => import('@/features/advertiser');
const admin = () => import('@/features/admin');

function Root() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

const d = paths.dashboard;
const ad = paths.advertiser.dashboard;
const am = paths.admin.dashboard;

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
          { index: true, lazy: lazyPage(publicSite, (m) => m.LandingPage) },
          { path: paths.homeAlias.path, lazy: lazyPage(publicSite, (m) => m.LandingPage) },
          { path: paths.about.path, lazy: lazyPage(publicSite, (m) => m.AboutPage) },
          { path: paths.services.path, lazy: lazyPage(publicSite, (m) => m.ServicesPage) },
          { path: paths.contact.path, lazy: lazyPage(publicSite, (m) => m.ContactPage) },
          { path: paths.terms.path, lazy: lazyPage(publicSite, (m) => m.TermsPage) },
          { path: paths.privacy.path, lazy: lazyPage(publicSite, (m) => m.PrivacyPage) },
          { path: paths.login.path, lazy: lazyPage(auth, (m) => m.LoginPage) },
          { path: paths.register.path, lazy: lazyPage(registration, (m) => m.RegisterPage) },
          { path: paths.advertiser.register.path, lazy: lazyPage(advertiser, (m) => m.AdvertiserRegisterPage) },
          {
            path: paths.advertiser.regCompletion.path,
            lazy: lazyPage(advertiser, (m) => m.AdvertiserRegCompletionPage),
          },
          { path: paths.advertiser.login.path, lazy: lazyPage(advertiser, (m) => m.AdvertiserLoginPage) },
          { path: paths.admin.login.path, lazy: lazyPage(admin, (m) => m.AdminLoginPage) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: d.root.path,
        element: <RequireSession kind="user" />,
        errorElement: <RouteErrorPage />,
        children: [
          {
            lazy: lazyPage(dashboard, (m) => m.UserDashboardLayout),
            children: [
              { index: true, element: <Navigate to={d.overview.path} replace /> },
              { path: d.overview.path, lazy: lazyPage(dashboard, (m) => m.OverviewPage) },
              { path: d.tasks.path, lazy: lazyPage(dashboard, (m) => m.TasksPage) },
              { path: d.ticket.path, lazy: lazyPage(dashboard, (m) => m.TicketPage) },
              { path: d.learn.path, lazy: lazyPage(dashboard, (m) => m.LearnPage) },
              { path: d.profile.path, lazy: lazyPage(dashboard, (m) => m.ProfilePage) },
              { path: '*', lazy: lazyPage(dashboard, (m) => m.UserDashboardNotFound) },
            ],
          },
        ],
      },
      {
        path: ad.root.path,
        element: <RequireSession kind="advertiser" />,
        errorElement: <RouteErrorPage />,
        children: [
          {
            lazy: lazyPage(advertiser, (m) => m.AdvertiserDashboardLayout),
            children: [
              { index: true, element: <Navigate to={ad.overview.path} replace /> },
              { path: ad.overview.path, lazy: lazyPage(advertiser, (m) => m.AdvertiserOverviewPage) },
              { path: ad.taskUpload.path, lazy: lazyPage(advertiser, (m) => m.TaskUploadPage) },
              { path: ad.ticket.path, lazy: lazyPage(advertiser, (m) => m.AdvertiserTicketPage) },
              { path: ad.learn.path, lazy: lazyPage(advertiser, (m) => m.AdvertiserLearnPage) },
              { path: ad.stats.path, lazy: lazyPage(advertiser, (m) => m.StatsPage) },
              { path: ad.profile.path, lazy: lazyPage(advertiser, (m) => m.AdvertiserProfilePage) },
              { path: ad.transaction.path, lazy: lazyPage(advertiser, (m) => m.TransactionPage) },
              { path: '*', lazy: lazyPage(advertiser, (m) => m.AdvertiserDashboardNotFound) },
            ],
          },
        ],
      },
      {
        path: paths.admin.root.path,
        element: <RequireSession kind="admin" />,
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <Navigate to={am.overview.href()} replace /> },
          {
            path: am.root.path,
            lazy: lazyPage(admin, (m) => m.AdminDashboardLayout),
            children: [
              { index: true, element: <Navigate to={am.overview.path} replace /> },
              { path: am.overview.path, lazy: lazyPage(admin, (m) => m.AdminOverviewPage) },
              { path: am.taskTypes.path, lazy: lazyPage(admin, (m) => m.TaskTypesPage) },
              { path: am.users.path, lazy: lazyPage(admin, (m) => m.UsersPage) },
              { path: am.advertisers.path, lazy: lazyPage(admin, (m) => m.AdvertisersPage) },
              { path: am.settings.path, lazy: lazyPage(admin, (m) => m.SettingsPage) },
              { path: '*', lazy: lazyPage(admin, (m) => m.AdminDashboardNotFound) },
            ],
          },
          { path: '*', lazy: lazyPage(admin, (m) => m.AdminDashboardNotFound) },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
