// The Home tabs (PRODUCT.md §2 Routes): illustrations (/), manga (/home_manga) and novels (/home_novel).
import clsx from "clsx";
import { useTranslation } from "../../i18n/use-translation";
import { Link } from "react-router";
import { pathTo } from "../../routing/paths";

export type HomeKind = "illust" | "manga" | "novel";

export const HOME_TAB_PATHS: Readonly<Record<HomeKind, string>> = {
  illust: pathTo("Home"),
  manga: pathTo("HomeManga"),
  novel: pathTo("HomeNovel"),
};

export function HomeTabs({ current }: { current: HomeKind }) {
  const { t } = useTranslation("browse");
  return (
    <nav aria-label={t("home.tabs_label")} className="mb-4">
      <ul className="flex gap-5 border-b border-neutral-200 dark:border-neutral-800">
        {(Object.keys(HOME_TAB_PATHS) as HomeKind[]).map((kind) => (
          <li key={kind}>
            <Link
              to={HOME_TAB_PATHS[kind]}
              replace
              data-testid={`home-tab-${kind}`}
              aria-current={kind === current ? "page" : undefined}
              className={clsx(
                "-mb-px block border-b-2 px-1 py-2 text-sm font-semibold",
                kind === current
                  ? "border-accent text-accent"
                  : "border-transparent text-neutral-500 hover:text-neutral-800 dark:hover:text-neutral-200",
              )}
            >
              {t(`home.tab.${kind}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
