/**
 * /account/session (spec §4, §5): web login with the PHPSESSID value. The format is checked first
 * (at least two digits, an underscore, 32 letters or digits), then a risk notice asks to confirm,
 * then pixiv is asked who the session belongs to; a working session is saved, the browser goes back
 * two pages and reloads. Errors show the spec's messages (wrong format, invalid session ID).
 */
import { parseSessionValue } from "@pxv/pixiv";
import { useState, type SyntheticEvent } from "react";
import { useTranslation } from "react-i18next";
import { confirmDialog } from "../../components/dialogs";
import { reloadSoon } from "../../lib/reload";
import { toast } from "../../lib/toast";
import { useDocumentTitle } from "../../lib/use-document-title";
import { signInErrorMessage } from "./account-errors";
import { AccountCard, PrimaryButton, TextField } from "./account-ui";
import { signInWithSession } from "./web-login";

/** Back two pages (where the person came from before the login pages), else home; then reload. */
function leaveAfterLogin(): void {
  if (window.history.length > 2) {
    window.history.go(-2);
    reloadSoon();
  } else {
    window.location.replace("/");
  }
}

export function AccountSessionPage() {
  const { t } = useTranslation("account");
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useDocumentTitle(t("session.title"));

  const submit = async (event: SyntheticEvent): Promise<void> => {
    event.preventDefault();
    if (parseSessionValue(value) === null) {
      setError(t("error.session_format"));
      toast.error(t("error.session_format"));
      return;
    }
    if (!(await confirmDialog({ message: t("session.risk") }))) return;
    setBusy(true);
    try {
      await signInWithSession(value);
      toast.success(t("login.success"));
      leaveAfterLogin();
    } catch (failure) {
      const message = signInErrorMessage(t, failure);
      setError(message);
      toast.error(message);
      setBusy(false);
    }
  };

  return (
    <div data-testid="account-session-page" className="mx-auto max-w-2xl px-4 pt-6 pb-12">
      <h1 className="mb-4 text-xl font-bold">{t("session.title")}</h1>
      <AccountCard title={t("login.mode_web")}>
        <form onSubmit={(event) => void submit(event)}>
          <TextField
            name="session"
            label={t("session.label")}
            hint={t("session.hint")}
            value={value}
            onChange={(next) => {
              setValue(next);
              setError(null);
            }}
            error={error}
          />
          <PrimaryButton type="submit" disabled={busy || value.trim() === ""}>
            {busy ? t("login.checking") : t("session.submit")}
          </PrimaryButton>
        </form>
      </AccountCard>
    </div>
  );
}
