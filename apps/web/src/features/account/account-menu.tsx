/**
 * The account menu of the main navigation (issue 29 "Several accounts"), shown while signed in: the
 * active account's avatar opens a menu listing every sign-in this device keeps (avatar and name, the
 * active one checked); one click on another switches to it (switch-account.ts), so switching takes
 * two clicks. "Add account" opens the sign-in page (signing in there adds an account), and "Sign
 * out of …" removes the active account only. Its own chunk with the account messages, loaded by the
 * navigation once someone is signed in.
 */
import { Check, LogOut, UserPlus, UserRound } from "lucide-react";
import { useCallback, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { Link } from "react-router";
import { onMenuKey, useMenuFocus } from "../../components/menu-focus";
import { Pximg } from "../../components/pximg";
import { useTranslation } from "../../i18n/use-translation";
import { pathTo } from "../../routing/paths";
import { useSession, type AccountSummary } from "../../session/session";
import { logout } from "./logout";
import { switchToAccount } from "./switch-account";

/** An account's picture in a round box of `size` (a Tailwind size class); a figure when it has none. */
export function AccountAvatar({ account, size }: { account: AccountSummary; size: string }) {
  return (
    <span
      className={`relative ${size} shrink-0 overflow-hidden rounded-full bg-neutral-200 dark:bg-neutral-700`}
    >
      {account.avatar === "" ? (
        <UserRound aria-hidden className="size-full p-1 text-neutral-500" />
      ) : (
        <Pximg src={account.avatar} alt="" seed={account.id} loading="eager" />
      )}
    </span>
  );
}

/** The name a list shows for an account: its name, else its pixiv ID, else "checking". */
export function useAccountName(): (account: AccountSummary) => string {
  const { t } = useTranslation("account");
  return (account) => account.name || account.account || t("login.checking");
}

function AccountMenuItems({
  menuId,
  onClose,
  keep,
}: {
  menuId: string;
  onClose: () => void;
  keep: React.RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation("account");
  const nameOf = useAccountName();
  const { accounts, activeId } = useSession();
  const menuRef = useRef<HTMLDivElement>(null);
  useMenuFocus(menuRef, onClose, keep);
  const active = accounts.find((account) => account.id === activeId);
  const item =
    "flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm hover:bg-neutral-100 dark:hover:bg-neutral-800";

  return createPortal(
    <div
      ref={menuRef}
      id={menuId}
      role="menu"
      aria-label={t("accounts.title")}
      data-testid="account-menu"
      onKeyDown={(event) => {
        onMenuKey(menuRef.current, event);
      }}
      className="fixed right-2 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-50 w-72 max-w-[calc(100vw-1rem)] rounded-xl border border-neutral-200 bg-white p-1.5 shadow-xl xl:right-auto xl:bottom-4 xl:left-22 dark:border-neutral-800 dark:bg-neutral-900"
    >
      <p className="px-3 pt-1 pb-2 text-xs text-neutral-600 dark:text-neutral-400">{t("accounts.title")}</p>
      {accounts.map((account) => (
        <button
          key={account.id}
          type="button"
          role="menuitemradio"
          aria-checked={account.id === activeId}
          data-testid="account-menu-account"
          data-id={account.id}
          className={item}
          onClick={() => {
            onClose();
            void switchToAccount(account.id);
          }}
        >
          <AccountAvatar account={account} size="size-8" />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium">{nameOf(account)}</span>
            <span className="block truncate text-xs text-neutral-600 dark:text-neutral-400">
              {account.account === "" ? "" : `@${account.account} · `}
              {t(account.kind === "app" ? "login.mode_app" : "login.mode_web")}
            </span>
          </span>
          {account.id === activeId ? <Check aria-hidden className="size-4 shrink-0 text-accent" /> : null}
        </button>
      ))}
      <div role="separator" className="my-1 border-t border-neutral-200 dark:border-neutral-800" />
      <Link
        to={pathTo("AccountLogin")}
        role="menuitem"
        data-testid="account-menu-add"
        className={item}
        onClick={onClose}
      >
        <UserPlus aria-hidden className="size-4 shrink-0" />
        {t("accounts.add")}
      </Link>
      {active === undefined ? null : (
        <button
          type="button"
          role="menuitem"
          data-testid="account-menu-sign-out"
          className={`${item} text-rose-600 dark:text-rose-400`}
          onClick={() => {
            onClose();
            void logout(active.id);
          }}
        >
          <LogOut aria-hidden className="size-4 shrink-0" />
          <span className="min-w-0 flex-1 truncate">
            {t("accounts.sign_out_of", { name: nameOf(active) })}
          </span>
        </button>
      )}
    </div>,
    document.body,
  );
}

/** The navigation's account button and its menu. `label`: whether the navigation shows labels. */
export function AccountMenu({ label }: { label: boolean }) {
  const { t } = useTranslation("account");
  const nameOf = useAccountName();
  const { accounts, activeId } = useSession();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(() => {
    setOpen(false);
  }, []);
  const active = accounts.find((account) => account.id === activeId);
  if (active === undefined) return null;

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        data-testid="nav-account"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t("accounts.open", { name: nameOf(active) })}
        title={nameOf(active)}
        onClick={() => {
          setOpen((was) => !was);
        }}
        className="flex flex-1 flex-col items-center justify-center gap-0.5 text-[11px] font-medium text-neutral-500 hover:text-neutral-800 xl:py-3 dark:text-neutral-400 dark:hover:text-neutral-100"
      >
        <AccountAvatar account={active} size="size-6" />
        {label ? <span className="hidden max-w-16 truncate xl:block">{nameOf(active)}</span> : null}
      </button>
      {open ? <AccountMenuItems menuId={menuId} onClose={close} keep={buttonRef} /> : null}
    </>
  );
}
