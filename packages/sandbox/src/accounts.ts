/**
 * The sandbox's demo accounts: fixed, documented credentials (README "Demo accounts") that sign in on
 * the PKCE login page, refresh tokens that the OAuth host always accepts, and PHPSESSID values for the
 * web host. They are not catalogue users: their ids lie below the catalogue's user ids, so they never
 * collide with generated users. Public test values, never real secrets.
 */

export interface SandboxAccount {
  /** pixiv user id (a number in app API bodies, a string in OAuth and ajax bodies). */
  readonly id: number;
  /** pixiv ID, the login name. */
  readonly account: string;
  /** Display name. */
  readonly name: string;
  readonly password: string;
  readonly mailAddress: string;
  /** Always accepted by the refresh grant; REFRESH_TOKEN_LENGTH characters. */
  readonly refreshToken: string;
  /** The `PHPSESSID` cookie value of a signed-in web session: `<id>_<32 alphanumerics>`. */
  readonly sessionId: string;
  readonly isPremium: boolean;
  /** The account's content setting: 0 all-ages only, 1 shows R-18, 2 shows R-18 and R-18G. */
  readonly xRestrict: 0 | 1 | 2;
}

/** The account pxv's server signs in with when it runs on the sandbox. */
export const SANDBOX_SERVER_ACCOUNT: SandboxAccount = {
  id: 900_001,
  account: "pxv_server",
  name: "pxv server",
  password: "pxv-server-password",
  mailAddress: "server@pxv.invalid",
  refreshToken: "sandbox-refresh-token-server-00000000000001",
  sessionId: "900001_SandboxSessionServer000000000001",
  isPremium: true,
  xRestrict: 2,
};

export const SANDBOX_ACCOUNTS: readonly SandboxAccount[] = [
  SANDBOX_SERVER_ACCOUNT,
  {
    id: 900_002,
    account: "pxv_demo",
    name: "pxv demo",
    password: "pxv-demo-password",
    mailAddress: "demo@pxv.invalid",
    refreshToken: "sandbox-refresh-token-demo-0000000000000002",
    sessionId: "900002_SandboxSessionDemo00000000000002",
    isPremium: false,
    xRestrict: 0,
  },
  {
    id: 900_003,
    account: "pxv_premium",
    name: "pxv premium",
    password: "pxv-premium-password",
    mailAddress: "premium@pxv.invalid",
    refreshToken: "sandbox-refresh-token-premium-0000000000003",
    sessionId: "900003_SandboxSessionPremium00000000003",
    isPremium: true,
    xRestrict: 1,
  },
  {
    id: 900_004,
    account: "pxv_reader",
    name: "pxv reader",
    password: "pxv-reader-password",
    mailAddress: "reader@pxv.invalid",
    refreshToken: "sandbox-refresh-token-reader-00000000000004",
    sessionId: "900004_SandboxSessionReader000000000004",
    isPremium: false,
    xRestrict: 2,
  },
  // Two accounts for the several-accounts browser test: one device signed in to both, each with
  // bookmarks and follows of its own, which no other test touches.
  {
    id: 900_005,
    account: "pxv_collector",
    name: "pxv collector",
    password: "pxv-collector-password",
    mailAddress: "collector@pxv.invalid",
    refreshToken: "sandbox-refresh-token-collector-00000000005",
    sessionId: "900005_SandboxSessionCollector000000005",
    isPremium: false,
    xRestrict: 0,
  },
  {
    id: 900_006,
    account: "pxv_curator",
    name: "pxv curator",
    password: "pxv-curator-password",
    mailAddress: "curator@pxv.invalid",
    refreshToken: "sandbox-refresh-token-curator-0000000000006",
    sessionId: "900006_SandboxSessionCurator00000000006",
    isPremium: false,
    xRestrict: 0,
  },
];

export function accountById(id: number): SandboxAccount | null {
  return SANDBOX_ACCOUNTS.find((account) => account.id === id) ?? null;
}

/** The account a login form names, by pixiv ID or mail address. */
export function accountByLogin(login: string): SandboxAccount | null {
  return (
    SANDBOX_ACCOUNTS.find((account) => account.account === login || account.mailAddress === login) ?? null
  );
}

export function accountBySessionId(sessionId: string): SandboxAccount | null {
  return SANDBOX_ACCOUNTS.find((account) => account.sessionId === sessionId) ?? null;
}
