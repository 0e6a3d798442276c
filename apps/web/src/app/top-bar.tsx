/**
 * The bar on pages without the main navigation: a back arrow (spec §2: Back goes Home when history
 * has 2 or fewer entries, i.e. the page was opened directly) and the app's name linking Home.
 */
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";

/** At or below this many history entries there is nothing in the app to go back to. */
const MIN_HISTORY_FOR_BACK = 2;

export function TopBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const goBack = (): void => {
    if (window.history.length <= MIN_HISTORY_FOR_BACK) void navigate("/");
    else void navigate(-1);
  };

  return (
    <header className="sticky top-0 z-40 flex h-12 items-center gap-1 border-b border-neutral-200 bg-white/85 px-1 backdrop-blur-md dark:border-neutral-800 dark:bg-neutral-900/85">
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
      <Link to="/" className="px-1 text-lg font-black tracking-tight text-accent">
        pxv
      </Link>
    </header>
  );
}
