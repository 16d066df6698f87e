/**
 * The Cliquer dashboard (issue 6): the names the router maps (src/app/router.tsx).
 */
export { UserDashboardLayout, UserDashboardNotFound } from './layout';
export { OverviewPage } from './overview/OverviewPage';
export { TasksPage } from './tasks/TasksPage';
export { TicketPage } from './ticket/TicketPage';
export { LearnPage } from './learn/LearnPage';
export { ProfilePage } from './profile/ProfilePage';
