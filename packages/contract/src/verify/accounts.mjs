// The account kinds `cliq-contract verify` signs in as, and where their credentials come from.

/** The account kinds verify can sign in as: their security scheme, login operation, flag and env names. */
export const ACCOUNTS = [
  {
    kind: 'user',
    scheme: 'userSession',
    login: 'loginUser',
    flag: 'user',
    env: 'CLIQ_VERIFY_USER',
    variable: 'CLIQ_USER_SESSION',
  },
  {
    kind: 'advertiser',
    scheme: 'advertiserSession',
    login: 'loginAdvertiser',
    flag: 'advertiser',
    env: 'CLIQ_VERIFY_ADVERTISER',
    variable: 'CLIQ_ADVERTISER_SESSION',
  },
  {
    kind: 'admin',
    scheme: 'adminSession',
    login: 'loginAdmin',
    flag: 'admin',
    env: 'CLIQ_VERIFY_ADMIN',
    variable: 'CLIQ_ADMIN_SESSION',
  },
];
