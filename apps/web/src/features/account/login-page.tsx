/**
 * /account/login (PRODUCT.md §2, §4): app-API sign-in. OAuth with PKCE opens pixiv's login page in a new
 * window through this server (/pixiv-app-api/web/v1/login); pixiv then sends the browser to its own
 * app's callback address, which a Redirector rule (shown here, made for this server's origin) turns
 * into /account/oauth, or which can be pasted here. The refresh-token form takes exactly 43
 * characters and checks the token with pixiv before saving it; success goes home after 0.5 s.
 * Signed in, the page shows the account and the logout button instead.
 */
import {
  authorizationCodeFrom,
  isValidRefreshToken,
  OAUTH_REDIRECT_URI,
  REFRESH_TOKEN_LENGTH,
} from "@pxv/pixiv";
import { useEffect, useState, type SyntheticEvent } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Link, useNavigate } from "react-router";
import { useSession } from "../../app/session";
import { useDocumentTitle } from "../../lib/use-document-title";
import { AccountCard, CredentialForm, PrimaryButton, TextField } from "./account-ui";
import { VIA_LOGIN } from "./after-sign-in";
import { beginOAuthLogin, signInWithRefreshToken } from "./app-login";
import { LOGIN_KEYS } from "./login-storage";
import { logout } from "./logout";
import { pathTo } from "../../app/paths";

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

function OAuthLogin() {
  const { t } = useTranslation("account");
  const navigate = useNavigate();
  const [pasted, setPasted] = useState("");
  const [error, setError] = useState<string | null>(null);
  const callback = `${window.location.origin}${pathTo("AccountOAuth")}`;

  // The login window finishes on /account/oauth of this origin; this page follows it home.
  useEffect(() => {
    const onStorage = (event: StorageEvent): void => {
      if (event.key === LOGIN_KEYS.appLogin && event.newValue !== null)
        window.location.replace(pathTo("Home"));
    };
    window.addEventListener("storage", onStorage);
    return () => {
      window.removeEventListener("storage", onStorage);
    };
  }, []);

  const open = async (): Promise<void> => {
    const url = await beginOAuthLogin();
    window.open(url, "_blank", "noopener");
  };
  const finish = (event: SyntheticEvent): void => {
    event.preventDefault();
    const code = authorizationCodeFrom(pasted);
    if (code === null) {
      setError(t("oauth.no_code"));
      return;
    }
    void navigate(pathTo("AccountOAuth", {}, { code }));
  };

  return (
    <AccountCard title={t("login.oauth_title")} testId="account-oauth">
      <p className="mb-3 text-sm text-neutral-600 dark:text-neutral-400">{t("login.oauth_hint")}</p>
      <PrimaryButton onClick={() => void open()}>{t("login.oauth_button")}</PrimaryButton>
      <p className="mt-3 text-xs break-all text-neutral-500" data-testid="redirector-rule">
        {t("login.redirector_rule", { from: `${OAUTH_REDIRECT_URI}?*`, to: `${callback}?$1` })}
      </p>
      <form className="mt-4" onSubmit={finish}>
        <TextField
          name="callback"
          label={t("login.paste_label")}
          value={pasted}
          onChange={(value) => {
            setPasted(value);
            setError(null);
          }}
          error={error}
        />
        <PrimaryButton type="submit" disabled={pasted.trim() === ""}>
          {t("login.paste_submit")}
        </PrimaryButton>
      </form>
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
