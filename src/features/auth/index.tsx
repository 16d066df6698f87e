/** The login area (lazy route chunk): the Cliquer login page and its reset and confirmation flows. */
export { LoginPage } from './login/LoginPage';
