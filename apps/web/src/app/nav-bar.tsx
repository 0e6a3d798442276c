/**
 * The main navigation (PRODUCT.md §2 Navigation): Home, Search, Rank, Lives, Updates (local follows),
 * Following (signed in only), Setting, a back-to-top button and, signed in, the account menu
 * (features/account/account-menu.tsx, its own chunk: the accounts kept on this device, switching
 * between them). A bottom bar on phones and tablets, sliding away while `hidden`; a side rail from
 * 1280 px (PRODUCT.md §B1.2). Tapping the item of the page you are on scrolls it back to the top.
 * Links animate with the View Transitions API when a page transition is chosen.
 */
import clsx from "clsx";
import {
  ArrowUpToLine,
  Bell,
  Heart,
  House,
  Radio,
  Search,
  Settings,
  Trophy,
  type LucideIcon,
} from "lucide-react";
import { lazy, Suspense } from "react";
import { useTranslation } from "../i18n/use-translation";
import { loadNamespaces } from "../i18n/i18n";
import { Link } from "react-router";
import { pathTo, rankPath, DEFAULT_RANK_TYPE } from "../routing/paths";
import type { ScreenId } from "./screens";
import { useSettingsStore } from "../settings/settings-store";
import { useIsLoggedIn } from "../session/session";
import { useViewTransition } from "../components/use-view-transition";
import { scrollBehavior } from "../lib/motion";

interface NavItem {
  readonly id: string;
  readonly to: string;
  readonly icon: LucideIcon;
  readonly label:
    "nav.home" | "nav.search" | "nav.rank" | "nav.lives" | "nav.updates" | "nav.following" | "nav.setting";
  /** The screens on which this item is lit. */
  readonly screens: readonly ScreenId[];
  readonly requiresLogin?: boolean;
}

const NAV_ITEMS: readonly NavItem[] = [
  { id: "home", to: pathTo("Home"), icon: House, label: "nav.home", screens: ["home"] },
  { id: "search", to: pathTo("Search"), icon: Search, label: "nav.search", screens: ["search"] },
  {
    id: "rank",
    to: rankPath(DEFAULT_RANK_TYPE),
    icon: Trophy,
    label: "nav.rank",
    screens: ["rank", "rank-novel"],
  },
  { id: "lives", to: pathTo("Lives"), icon: Radio, label: "nav.lives", screens: ["lives"] },
  { id: "updates", to: pathTo("Updates"), icon: Bell, label: "nav.updates", screens: ["updates"] },
  {
    id: "following",
    to: pathTo("Following"),
    icon: Heart,
    label: "nav.following",
    screens: ["following"],
    requiresLogin: true,
  },
  { id: "setting", to: pathTo("Setting"), icon: Settings, label: "nav.setting", screens: ["setting"] },
];

// The account menu and its messages load once someone is signed in.
const AccountMenu = lazy(() =>
  Promise.all([import("../features/account/account-menu"), loadNamespaces(["account"])]).then(([module]) => ({
    default: module.AccountMenu,
  })),
);

const scrollToTop = (): void => {
  window.scrollTo({ top: 0, behavior: scrollBehavior() });
};

/** `screen`: the screen shown in the page (under the viewer, the list's). */
export function NavBar({ screen, hidden = false }: { screen: string; hidden?: boolean }) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const items = NAV_ITEMS.filter((item) => item.requiresLogin !== true || loggedIn);
  const viewTransition = useViewTransition();
  // The alternative style (settings → preference): a floating bar of icons without labels.
  const alt = useSettingsStore((state) => state.app.navBarAltStyle);

  return (
    <nav
      aria-label={t("nav.label")}
      data-testid="main-nav"
      data-hidden={hidden}
      data-style={alt ? "alt" : "default"}
      className={clsx(
        "fixed z-40 transition-transform duration-200 backdrop-blur-md",
        alt
          ? "inset-x-3 bottom-[calc(0.75rem+env(safe-area-inset-bottom))] rounded-2xl bg-white/80 shadow-lg ring-1 ring-black/5 dark:bg-neutral-900/80 dark:ring-white/10"
          : "inset-x-0 bottom-0 border-t border-neutral-200 bg-white/90 pb-[env(safe-area-inset-bottom)] dark:border-neutral-800 dark:bg-neutral-900/90",
        hidden &&
          (alt ? "translate-y-[calc(100%+1.5rem)] xl:translate-y-0" : "translate-y-full xl:translate-y-0"),
        "xl:inset-x-auto xl:top-0 xl:bottom-0 xl:left-0 xl:w-20 xl:rounded-none xl:border-t-0 xl:border-r xl:pb-0 xl:shadow-none",
      )}
    >
      <div className="hidden h-16 items-center justify-center text-xl font-black tracking-tight text-accent xl:flex">
        pxv
      </div>
      <ul className="mx-auto flex h-14 max-w-lg items-stretch justify-around xl:h-auto xl:flex-col xl:gap-2 xl:pt-2">
        {items.map((item) => {
          const active = (item.screens as readonly string[]).includes(screen);
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
                <span className={clsx(alt && "sr-only")}>{t(item.label)}</span>
              </Link>
            </li>
          );
        })}
        {loggedIn ? (
          <li className="flex w-11 flex-none xl:w-auto">
            <Suspense fallback={null}>
              <AccountMenu label={!alt} />
            </Suspense>
          </li>
        ) : null}
        <li className="flex flex-1 xl:hidden">
          <button
            type="button"
            data-testid="nav-top"
            aria-label={t("nav.top")}
            onClick={scrollToTop}
            className="flex flex-1 flex-col items-center justify-center gap-0.5 text-[11px] font-medium text-neutral-500 hover:text-neutral-800 dark:text-neutral-400 dark:hover:text-neutral-100"
          >
            <ArrowUpToLine aria-hidden className="size-5.5" />
            <span className={clsx(alt && "sr-only")}>{t("nav.top")}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
