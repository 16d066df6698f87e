/**
 * The advertiser area (spec point 2): registration, e-mail confirmation, login, and the dashboard (overview,
 * task upload, stats, ticket, learn, profile, transaction). The app's router maps routes to these named exports.
 */
export { AdvertiserRegisterPage } from './pages/RegisterPage';
export { AdvertiserRegCompletionPage } from './pages/RegCompletionPage';
export { AdvertiserLoginPage } from './pages/LoginPage';
export { AdvertiserDashboardLayout, AdvertiserDashboardNotFound } from './layout/AdvertiserDashboardLayout';
export { AdvertiserOverviewPage } from './pages/OverviewPage';
export { TaskUploadPage } from './pages/TaskUploadPage';
export { AdvertiserTicketPage } from './pages/TicketPage';
export { AdvertiserLearnPage } from './pages/LearnPage';
export { StatsPage } from './pages/StatsPage';
export { AdvertiserProfilePage } from './pages/ProfilePage';
export { TransactionPage } from './pages/TransactionPage';
