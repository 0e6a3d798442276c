/**
 * The main navigation (spec §2 Navigation): Home, Search, Rank, Following (signed in only), Setting,
 * and a back-to-top button. A bottom bar on phones and tablets, sliding away while `hidden`; a side
 * rail from 1280 px (reference viewer §1.2). Tapping the item of the page you are on scrolls it back
 * to the top. Links animate with the View Transitions API when a page transition is chosen.
 */
import clsx from "clsx";
import { ArrowUpToLine, Heart, House, Search, Settings, Trophy, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { isHomePath, rankPath, DEFAULT_RANK_TYPE, SEARCH_PATH, SETTING_PATH } from "./paths";
import { useIsLoggedIn } from "./session";
import { useViewTransition } from "./use-view-transition";

interface NavItem {
  readonly id: string;
  readonly to: string;
  readonly icon: LucideIcon;
  readonly label: "nav.home" | "nav.search" | "nav.rank" | "nav.following" | "nav.setting";
  readonly isActive: (pathname: string) => boolean;
  readonly requiresLogin?: boolean;
}

const NAV_ITEMS: readonly NavItem[] = [
  { id: "home", to: "/", icon: House, label: "nav.home", isActive: isHomePath },
  {
    id: "search",
    to: SEARCH_PATH,
    icon: Search,
    label: "nav.search",
    isActive: (path) => path === SEARCH_PATH || path.startsWith(`${SEARCH_PATH}/`) || path.startsWith("/s/"),
  },
  {
    id: "rank",
    to: rankPath(DEFAULT_RANK_TYPE),
    icon: Trophy,
    label: "nav.rank",
    isActive: (path) => path.startsWith("/rank"),
  },
  {
    id: "following",
    to: "/following",
    icon: Heart,
    label: "nav.following",
    isActive: (path) => path.startsWith("/following"),
    requiresLogin: true,
  },
  {
    id: "setting",
    to: SETTING_PATH,
    icon: Settings,
    label: "nav.setting",
    isActive: (path) => path.startsWith(SETTING_PATH),
  },
];

const scrollToTop = (): void => {
  window.scrollTo({ top: 0, behavior: "smooth" });
};

export function NavBar({ hidden = false }: { hidden?: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const loggedIn = useIsLoggedIn();
  const items = NAV_ITEMS.filter((item) => item.requiresLogin !== true || loggedIn);
  const viewTransition = useViewTransition();

  return (
    <nav
      aria-label={t("nav.label")}
      data-testid="main-nav"
      data-hidden={hidden}
      className={clsx(
        "transition-transform duration-200",
        hidden && "translate-y-full xl:translate-y-0",
        "fixed inset-x-0 bottom-0 z-40 border-t border-neutral-200 bg-white/90 pb-[env(safe-area-inset-bottom)] backdrop-blur-md dark:border-neutral-800 dark:bg-neutral-900/90",
        "xl:inset-x-auto xl:top-0 xl:left-0 xl:w-20 xl:border-t-0 xl:border-r xl:pb-0",
      )}
    >
      <div className="hidden h-16 items-center justify-center text-xl font-black tracking-tight text-accent xl:flex">
        pxv
      </div>
      <ul className="mx-auto flex h-14 max-w-lg items-stretch justify-around xl:h-auto xl:flex-col xl:gap-2 xl:pt-2">
        {items.map((item) => {
          const active = item.isActive(pathname);
          const Icon = item.icon;
          return (
            <li key={item.id} className="flex flex-1 xl:flex-none">
              <Link
                to={item.to}
                viewTransition={viewTransition}
                data-testid={`nav-${item.id}`}
                aria-current={active ? "page" : undefined}
                onClick={() => {
                  if (active) scrollToTop();
                }}
                className={clsx(
                  "flex flex-1 flex-col items-center justify-center gap-0.5 text-[11px] font-medium transition-colors xl:py-3",
                  active
                    ? "text-accent"
                    : "text-neutral-500 hover:text-neutral-800 dark:text-neutral-400 dark:hover:text-neutral-100",
                )}
              >
                <Icon aria-hidden className="size-5.5" strokeWidth={active ? 2.4 : 2} />
                {t(item.label)}
              </Link>
            </li>
          );
        })}
        <li className="flex flex-1 xl:hidden">
          <button
            type="button"
            data-testid="nav-top"
            aria-label={t("nav.top")}
            onClick={scrollToTop}
            className="flex flex-1 flex-col items-center justify-center gap-0.5 text-[11px] font-medium text-neutral-500 hover:text-neutral-800 dark:text-neutral-400 dark:hover:text-neutral-100"
          >
            <ArrowUpToLine aria-hidden className="size-5.5" />
            {t("nav.top")}
          </button>
        </li>
      </ul>
    </nav>
  );
}
