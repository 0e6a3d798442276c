/**
 * /account/session (PRODUCT.md §4, §5): web login with the PHPSESSID value. The format is checked first
 * (at least two digits, an underscore, 32 letters or digits), then a risk notice asks to confirm,
 * then pixiv is asked who the session belongs to; a working session is saved, the browser goes back
 * two pages and reloads. Errors show PRODUCT.md's messages (wrong format, invalid session ID).
 */
import { parseSessionValue } from "@pxv/pixiv";
import { useTranslation } from "../../i18n/use-translation";
import { confirmDialog } from "../../components/dialogs";
import { reloadSoon } from "../../lib/reload";
import { useDocumentTitle } from "../../lib/use-document-title";
import { AccountCard, CredentialForm } from "./account-ui";
import { signInWithSession } from "./web-login";
import { pathTo } from "../../app/paths";

/** Back two pages (where the person came from before the login pages), else home; then reload. */
function leaveAfterLogin(): void {
  if (window.history.length > 2) {
    window.history.go(-2);
    reloadSoon();
  } else {
    window.location.replace(pathTo("Home"));
  }
}

export function AccountSessionPage() {
  const { t } = useTranslation("account");
  useDocumentTitle(t("session.title"));
  return (
    <div data-testid="account-session-page" className="mx-auto max-w-2xl px-4 pt-6 pb-12">
      <h1 className="mb-4 text-xl font-bold">{t("session.title")}</h1>
      <AccountCard title={t("login.mode_web")}>
        <CredentialForm
          name="session"
          label={t("session.label")}
          hint={t("session.hint")}
          submitLabel={t("session.submit")}
          formatError={(value) => (parseSessionValue(value) === null ? t("error.session_format") : null)}
          confirm={() => confirmDialog({ message: t("session.risk") })}
          signIn={signInWithSession}
          onSignedIn={leaveAfterLogin}
        />
      </AccountCard>
    </div>
  );
}
