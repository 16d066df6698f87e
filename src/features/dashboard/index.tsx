/**
 * The Cliquer dashboard (issue 6): the names the router maps (src/app/router.tsx).
 */
export { UserDashboardLayout, UserDashboardNotFound } from './layout';
export { OverviewPage } from './pages/OverviewPage';
export { TasksPage } from './pages/TasksPage';
export { TicketPage } from './pages/TicketPage';
export { LearnPage } from './pages/LearnPage';
export { ProfilePage } from './pages/ProfilePage';
