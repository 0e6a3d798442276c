/**
 * /account/session (PRODUCT.md §4, §5): web login with the PHPSESSID value. The format is checked first
 * (at least two digits, an underscore, 32 letters or digits), then a risk notice asks to confirm,
 * then pixiv is asked who the session belongs to; a working session is saved and the browser returns
 * to the app page the person came from (back over the sign-in pages, reloaded), or Home when that
 * page is not the app's (after-sign-in.ts). Errors show PRODUCT.md's messages (wrong format, invalid
 * session ID).
 */
import { parseSessionValue } from "@pxv/pixiv";
import { useTranslation } from "../../i18n/use-translation";
import { useLocation } from "react-router";
import { confirmDialog } from "../../components/dialogs";
import { useDocumentTitle } from "../../lib/use-document-title";
import { AccountCard, CredentialForm } from "./account-ui";
import { returnToAppAfterSignIn } from "./after-sign-in";
import { signInWithSession } from "./web-login";

export function AccountSessionPage() {
  const { t } = useTranslation("account");
  const linkState: unknown = useLocation().state;
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
          onSignedIn={() => {
            returnToAppAfterSignIn(linkState);
          }}
        />
      </AccountCard>
    </div>
  );
}
