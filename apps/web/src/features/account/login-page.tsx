/**
 * /account/login (PRODUCT.md §2, §4): app-API sign-in. OAuth with PKCE (oauth-login.tsx) opens pixiv's
 * login page in a new window, and the address pixiv ends that window on is pasted back here (or a
 * Redirector rule brings it to /account/oauth). The refresh-token form takes exactly 43
 * characters and checks the token with pixiv before saving it; success goes home after 0.5 s.
 * Signed in, the page shows the account and the logout button instead.
 */
import { isValidRefreshToken, REFRESH_TOKEN_LENGTH } from "@pxv/pixiv";
import { useTranslation } from "../../i18n/use-translation";
import { Link } from "react-router";
import { useSession } from "../../session/session";
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
      {mode === "none" ? (
        <>
          <OAuthLogin />
          <RefreshTokenLogin />
          <Link to={pathTo("AccountSession")} state={VIA_LOGIN} className="text-sm text-accent underline">
            {t("login.session_link")}
          </Link>
        </>
      ) : (
        <SignedIn />
      )}
    </div>
  );
}
