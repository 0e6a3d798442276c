/**
 * /account/oauth (PRODUCT.md §4): the end of the OAuth login. Reads `code` from the address, exchanges it
 * with the verifier kept since the login began, saves the login and goes home after 0.2 s; a
 * failure shows an alert titled "Login failed" with the reason and leads back to /account/login.
 */
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Link, useSearchParams } from "react-router";
import { alertDialog } from "../../components/dialogs";
import { RELOAD_DELAY_MS } from "../../lib/reload";
import { toast } from "../../lib/toast";
import { useDocumentTitle } from "../../lib/use-document-title";
import { signInErrorMessage } from "./account-errors";
import { completeOAuthLogin } from "./app-login";
import { pathTo } from "../../routing/paths";

export function AccountOAuthPage() {
  const { t } = useTranslation("account");
  const [params] = useSearchParams();
  const code = params.get("code");
  const [failed, setFailed] = useState<string | null>(code === null ? t("oauth.no_code") : null);
  const started = useRef(false);
  useDocumentTitle(t("oauth.title"));

  useEffect(() => {
    if (code === null || started.current) return;
    started.current = true;
    completeOAuthLogin(code).then(
      () => {
        toast.success(t("login.success"));
        setTimeout(() => {
          window.location.replace(pathTo("Home"));
        }, RELOAD_DELAY_MS);
      },
      (error: unknown) => {
        const message = signInErrorMessage(t, error);
        setFailed(message);
        void alertDialog({ title: t("login.fail_title"), message });
      },
    );
  }, [code, t]);

  return (
    <div data-testid="account-oauth-page" className="mx-auto max-w-2xl px-4 pt-6 pb-12">
      <h1 className="mb-4 text-xl font-bold">{t("oauth.title")}</h1>
      {failed === null ? (
        <p className="text-sm">{t("oauth.exchanging")}</p>
      ) : (
        <>
          <p role="alert" className="mb-3 text-sm text-red-600">
            {failed}
          </p>
          <Link to={pathTo("AccountLogin")} className="text-sm text-accent underline">
            {t("oauth.back")}
          </Link>
        </>
      )}
    </div>
  );
}
