// Small pieces the sign-in pages share: a card with a title, a text field with its error, a button,
// and the credential form (one value, checked, then tried against pixiv).
import clsx from "clsx";
import { useId, useState, type ReactNode, type SyntheticEvent } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { toast } from "../../lib/toast";
import { signInErrorMessage } from "./account-errors";

export function AccountCard({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      data-testid={testId}
      className="mb-6 rounded-xl bg-white p-4 shadow-sm dark:bg-neutral-900"
    >
      <h2 id={id} className="mb-3 text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  name,
  maxLength,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  hint?: string;
  name: string;
  maxLength?: number;
}) {
  const id = useId();
  return (
    <div className="mb-3">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        value={value}
        maxLength={maxLength}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error !== null}
        aria-describedby={error !== null ? `${id}-error` : hint === undefined ? undefined : `${id}-hint`}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        className={clsx(
          "w-full rounded-lg border bg-transparent px-3 py-2 font-mono text-sm",
          error === null ? "border-neutral-300 dark:border-neutral-700" : "border-red-500",
        )}
      />
      {error !== null ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : hint === undefined ? null : (
        <p id={`${id}-hint`} className="mt-1 text-xs text-neutral-500">
          {hint}
        </p>
      )}
    </div>
  );
}

export function PrimaryButton({
  children,
  disabled,
  type = "button",
  onClick,
}: {
  children: ReactNode;
  disabled?: boolean;
  type?: "button" | "submit";
  onClick?: () => void;
}) {
  return (
    <button
      type={type}
      disabled={disabled}
      onClick={onClick}
      className="rounded-lg bg-accent-fill px-4 py-2 text-sm font-semibold text-white disabled:opacity-50"
    >
      {children}
    </button>
  );
}

/**
 * One secret value (a refresh token, a session id): its format is checked first (`formatError`
 * answers the message, or null), then `confirm` may ask the person, then `signIn` tries it; a
 * failure shows PRODUCT.md's message under the field and as a toast, and the value stays for fixing.
 */
export function CredentialForm({
  name,
  label,
  hint,
  submitLabel,
  formatError,
  confirm,
  signIn,
  onSignedIn,
}: {
  name: string;
  label: string;
  hint?: string;
  submitLabel: string;
  formatError: (value: string) => string | null;
  confirm?: () => Promise<boolean>;
  signIn: (value: string) => Promise<unknown>;
  onSignedIn: () => void;
}) {
  const { t } = useTranslation("account");
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const fail = (message: string): void => {
    setError(message);
    toast.error(message);
  };
  const submit = async (event: SyntheticEvent): Promise<void> => {
    event.preventDefault();
    const wrongFormat = formatError(value);
    if (wrongFormat !== null) {
      fail(wrongFormat);
      return;
    }
    if (confirm !== undefined && !(await confirm())) return;
    setBusy(true);
    try {
      await signIn(value);
      toast.success(t("login.success"));
      onSignedIn();
    } catch (failure) {
      fail(signInErrorMessage(t, failure));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)}>
      <TextField
        name={name}
        label={label}
        hint={hint}
        value={value}
        onChange={(next) => {
          setValue(next);
          setError(null);
        }}
        error={error}
      />
      <PrimaryButton type="submit" disabled={busy || value.trim() === ""}>
        {busy ? t("login.checking") : submitLabel}
      </PrimaryButton>
    </form>
  );
}
