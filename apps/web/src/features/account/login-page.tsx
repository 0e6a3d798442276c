/**
 * /account/login (PRODUCT.md §2, §4): app-API sign-in. OAuth with PKCE (oauth-login.tsx) opens pixiv's
 * login page in a new window, and the address pixiv ends that window on is pasted back here (or a
 * Redirector rule brings it to /account/oauth). The refresh-token form takes exactly 43
 * characters and checks the token with pixiv before saving it; success goes home after 0.5 s.
 * Signed in, the page shows the active account and its logout button, the other accounts this device
 * keeps (each can be switched to or signed out of), and the sign-in forms under "Add another
 * account": signing in there adds an account (issue 29 "Several accounts").
 */
import { isValidRefreshToken, REFRESH_TOKEN_LENGTH } from "@pxv/pixiv";
import { useTranslation } from "../../i18n/use-translation";
import { Link } from "react-router";
import { useSession } from "../../session/session";
import { AccountAvatar, useAccountName } from "./account-menu";
import { switchToAccount } from "./switch-account";
import { useDocumentTitle } from "../../lib/use-document-title";
import { AccountCard, CredentialForm, PrimaryButton } from "./account-ui";
import { VIA_LOGIN } from "./after-sign-in";
import { signInWithRefreshToken } from "./app-login";
import { logout } from "./logout";
import { OAuthLogin } from "./oauth-login";
import { pathTo } from "../../routing/paths";

/** After a refresh-token login the page goes home after this long (PRODUCT.md §4). */
export const LOGIN_REDIRECT_MS = 500;

function goHomeSoon(delay: number): void {
  setTimeout(() => {
    window.location.replace(pathTo("Home"));
  }, delay);
}

function SignedIn() {
  const { t } = useTranslation("account");
  const { mode, user } = useSession();
  return (
    <AccountCard
      title={mode === "app" ? t("login.mode_app") : t("login.mode_web")}
      testId="account-signed-in"
    >
      <p className="mb-3 text-sm">
        {user === null
          ? t("login.checking")
          : t("login.signed_in_as", { name: user.name, account: user.account })}
      </p>
      <PrimaryButton onClick={() => void logout()}>{t("logout.action")}</PrimaryButton>
    </AccountCard>
  );
}

/** The accounts kept besides the active one: switch to one, or sign out of it. */
function OtherAccounts() {
  const { t } = useTranslation("account");
  const nameOf = useAccountName();
  const { accounts, activeId } = useSession();
  const others = accounts.filter((account) => account.id !== activeId);
  if (others.length === 0) return null;
  const button = "rounded-lg px-3 py-1.5 text-sm font-medium hover:bg-neutral-100 dark:hover:bg-neutral-800";
  return (
    <AccountCard title={t("accounts.others")} testId="account-others">
      <ul className="flex flex-col gap-2">
        {others.map((account) => (
          <li
            key={account.id}
            data-testid="account-other"
            data-id={account.id}
            className="flex items-center gap-3"
          >
            <AccountAvatar account={account} size="size-9" />
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium">{nameOf(account)}</span>
              <span className="block truncate text-xs text-neutral-600 dark:text-neutral-400">
                {t(account.kind === "app" ? "login.mode_app" : "login.mode_web")}
              </span>
            </span>
            <button type="button" className={button} onClick={() => void switchToAccount(account.id)}>
              {t("accounts.switch")}
            </button>
            <button
              type="button"
              className={`${button} text-rose-600 dark:text-rose-400`}
              onClick={() => void logout(account.id)}
            >
              {t("logout.action")}
            </button>
          </li>
        ))}
      </ul>
    </AccountCard>
  );
}

function RefreshTokenLogin() {
  const { t } = useTranslation("account");
  return (
    <AccountCard title={t("login.token_title")} testId="account-refresh-token">
      <CredentialForm
        name="refresh_token"
        label={t("login.token_label", { count: REFRESH_TOKEN_LENGTH })}
        submitLabel={t("login.token_submit")}
        formatError={(token) =>
          isValidRefreshToken(token) ? null : t("error.refresh_token_format", { count: REFRESH_TOKEN_LENGTH })
        }
        signIn={signInWithRefreshToken}
        onSignedIn={() => {
          goHomeSoon(LOGIN_REDIRECT_MS);
        }}
      />
    </AccountCard>
  );
}

export function AccountLoginPage() {
  const { t } = useTranslation("account");
  const { mode } = useSession();
  useDocumentTitle(t("login.title"));
  return (
    <div data-testid="account-login-page" className="mx-auto max-w-2xl px-4 pt-6 pb-12">
      <h1 className="mb-4 text-xl font-bold">{t("login.title")}</h1>
      {mode === "none" ? null : (
        <>
          <SignedIn />
          <OtherAccounts />
          <h2 className="mb-1 text-lg font-bold">{t("accounts.add_title")}</h2>
          <p className="mb-4 text-sm text-neutral-600 dark:text-neutral-400">{t("accounts.add_hint")}</p>
        </>
      )}
      <OAuthLogin />
      <RefreshTokenLogin />
      <Link to={pathTo("AccountSession")} state={VIA_LOGIN} className="text-sm text-accent underline">
        {t("login.session_link")}
      </Link>
    </div>
  );
}
