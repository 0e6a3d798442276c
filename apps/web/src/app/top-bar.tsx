/**
 * The bar on pages without the main navigation: a back arrow (PRODUCT.md §2: Back goes Home when history
 * has 2 or fewer entries, i.e. the page was opened directly; over a list it always closes the
 * overlay) and the app's name linking Home.
 * Pressing and holding the bar asks whether to go Home, then goes there.
 */
import { ArrowLeft } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "../i18n/use-translation";
import { Link, useNavigate } from "react-router";
import { confirmDialog } from "../components/dialogs";
import { useViewTransition } from "../components/use-view-transition";
import { pathTo } from "../routing/paths";

/** At or below this many history entries there is nothing in the app to go back to. */
const MIN_HISTORY_FOR_BACK = 2;
/** How long a press must last to count as a long press. */
export const LONG_PRESS_MS = 600;

export function TopBar({ overlay = false }: { readonly overlay?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewTransition = useViewTransition();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const goBack = (): void => {
    if (!overlay && window.history.length <= MIN_HISTORY_FOR_BACK)
      void navigate(pathTo("Home"), { viewTransition });
    else void navigate(-1);
  };

  const cancelPress = (): void => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };

  const startPress = (): void => {
    cancelPress();
    timer.current = setTimeout(() => {
      timer.current = null;
      void confirmDialog({ message: t("top_bar.go_home_confirm") }).then((confirmed) => {
        if (confirmed) void navigate(pathTo("Home"), { viewTransition });
      });
    }, LONG_PRESS_MS);
  };

  return (
    <header
      data-testid="top-bar"
      onPointerDown={startPress}
      onPointerUp={cancelPress}
      onPointerLeave={cancelPress}
      onPointerCancel={cancelPress}
      onContextMenu={(event) => {
        event.preventDefault();
      }}
      className="sticky top-0 z-40 flex h-12 items-center gap-1 border-b border-neutral-200 bg-white/85 px-1 backdrop-blur-md select-none dark:border-neutral-800 dark:bg-neutral-900/85"
    >
      <button
        type="button"
        data-testid="top-bar-back"
        aria-label={t("common.back")}
        title={t("common.back")}
        onClick={goBack}
        className="flex size-10 items-center justify-center rounded-full hover:bg-neutral-100 dark:hover:bg-neutral-800"
      >
        <ArrowLeft aria-hidden className="size-5" />
      </button>
      <Link
        to={pathTo("Home")}
        viewTransition={viewTransition}
        className="px-1 text-lg font-black tracking-tight text-accent"
      >
        pxv
      </Link>
    </header>
  );
}
