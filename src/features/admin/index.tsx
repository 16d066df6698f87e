/**
 * The admin area (spec point 2): /cfadmin/login and the dashboard tabs behind the admin session guard.
 * src/app/router.tsx maps its routes to these named exports.
 */
export { AdminLoginPage } from './login/AdminLoginPage';
export { AdminDashboardLayout, AdminDashboardNotFound } from './layout';
export { AdminOverviewPage } from './overview/AdminOverviewPage';
export { TaskTypesPage } from './task-types/TaskTypesPage';
export { UsersPage } from './users/UsersPage';
export { AdvertisersPage } from './advertisers/AdvertisersPage';
export { SettingsPage } from './settings/SettingsPage';
