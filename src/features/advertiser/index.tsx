/**
 * The advertiser area (spec point 2): registration, e-mail confirmation, login, and the dashboard (overview,
 * task upload, stats, ticket, learn, profile, transaction). The app's router maps routes to these named exports.
 */
export { AdvertiserRegisterPage } from './register/RegisterPage';
export { AdvertiserRegCompletionPage } from './reg-completion/RegCompletionPage';
export { AdvertiserLoginPage } from './login/LoginPage';
export { AdvertiserDashboardLayout, AdvertiserDashboardNotFound } from './layout/AdvertiserDashboardLayout';
export { AdvertiserOverviewPage } from './overview/OverviewPage';
export { TaskUploadPage } from './task-upload/TaskUploadPage';
export { AdvertiserTicketPage } from './ticket/TicketPage';
export { AdvertiserLearnPage } from './learn/LearnPage';
export { StatsPage } from './stats/StatsPage';
export { AdvertiserProfilePage } from './profile/ProfilePage';
export { TransactionPage } from './transaction/TransactionPage';
