/** The registration area (lazy route chunk): the Cliquer's four-phase wizard at /register/*. */
export { RegisterPage } from './RegisterPage';
