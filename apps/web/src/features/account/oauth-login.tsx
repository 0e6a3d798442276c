/**
 * The OAuth card of /account/login (PRODUCT.md §4; issue 24): two steps that need no browser
 * extension. First, "Log in on pixiv" keeps a PKCE verifier and opens pixiv's login page in a new
 * window (through this server). pixiv ends that window on its app's address,
 * `pixiv://account/login?code=…` (after `…/callback?state=…&code=…`), which no web page can receive,
 * so the browser shows an error there. Second, the person pastes that whole address (or the bare
 * code) here: the code is read out of it (authorizationCodeFrom), a paste without one is refused at
 * once, and the code is exchanged on the spot with the kept verifier — a refused or stale code, or a
 * login started elsewhere, says so under the field and nothing is saved. Success goes home.
 * A Redirector rule (optional, folded away) sends the window to /account/oauth instead; this page
 * then follows that window home.
 */
import { authorizationCodeFrom, OAUTH_REDIRECT_URI } from "@pxv/pixiv";
import { useEffect, useState, type SyntheticEvent } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { RELOAD_DELAY_MS } from "../../lib/reload";
import { toast } from "../../lib/toast";
import { pathTo } from "../../routing/paths";
import { signInErrorMessage } from "./account-errors";
import { AccountCard, PrimaryButton, TextField } from "./account-ui";
import { beginOAuthLogin, completeOAuthLogin } from "./app-login";
import { LOGIN_KEYS } from "../../session/login-storage";

/** How pixiv's app address begins, as the person will see it (PIXIV.md §2: the final app deep link). */
const APP_LINK_START = "pixiv://account/login?code=";

const goHome = (): void => {
  window.location.replace(pathTo("Home"));
};

export function OAuthLogin() {
  const { t } = useTranslation("account");
  const [pasted, setPasted] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const callback = `${window.location.origin}${pathTo("AccountOAuth")}`;

  // With the Redirector rule the login window finishes on /account/oauth of this origin; follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent): void => {
      if (event.key === LOGIN_KEYS.accounts && event.newValue !== null) goHome();
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
  const finish = async (event: SyntheticEvent): Promise<void> => {
    event.preventDefault();
    const code = authorizationCodeFrom(pasted);
    if (code === null) {
      setError(t("oauth.no_code"));
      return;
    }
    setBusy(true);
    try {
      await completeOAuthLogin(code);
      toast.success(t("login.success"));
      setTimeout(goHome, RELOAD_DELAY_MS);
    } catch (failure) {
      setError(signInErrorMessage(t, failure));
      setBusy(false);
    }
  };

  return (
    <AccountCard title={t("login.oauth_title")} testId="account-oauth">
      <ol className="flex list-decimal flex-col gap-4 pl-5 text-sm">
        <li>
          <p className="mb-2">{t("login.oauth_step_open")}</p>
          <PrimaryButton onClick={() => void open()}>{t("login.oauth_button")}</PrimaryButton>
        </li>
        <li>
          <p className="mb-1" data-testid="oauth-paste-step">
            {t("login.oauth_step_paste", { address: APP_LINK_START })}
          </p>
          <p className="mb-3 text-xs text-neutral-500">
            {t("login.oauth_step_devtools", { param: "code=" })}
          </p>
          <form onSubmit={(event) => void finish(event)}>
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
            <PrimaryButton type="submit" disabled={busy || pasted.trim() === ""}>
              {busy ? t("login.checking") : t("login.paste_submit")}
            </PrimaryButton>
          </form>
        </li>
      </ol>
      <details className="mt-4 text-xs text-neutral-500">
        <summary className="cursor-pointer">{t("login.redirector_summary")}</summary>
        <p className="mt-2 break-all" data-testid="redirector-rule">
          {t("login.redirector_rule", { from: `${OAUTH_REDIRECT_URI}?*`, to: `${callback}?$1` })}
        </p>
      </details>
    </AccountCard>
  );
}
