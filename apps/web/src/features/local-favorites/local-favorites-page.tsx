/**
 * /favorites/local — the works kept on this device as local favourites (storage/local-favorites.ts),
 * reached from Settings beside History: illustrations and manga in the artwork list, novels in the
 * novel list, newest first, drawn from their snapshots (no network needed). "Remove some" lists them
 * with a remove button each. Both are archived (features/work-archive), with the archive's "Lost
 * only" switch and exports. The list follows every change, a sync from another device included.
 */
import { Trash2 } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { SettingsScreen, Tabs } from "../../components/settings-ui";
import { useTranslation } from "../../i18n/use-translation";
import { ArchivedArtworkList, ArchivedNovelList } from "../work-archive/archived-work-list";
import type { LocalFavoriteKind } from "../../storage/local-db";
import { ensureLocalFavoriteKeys, useLocalFavoriteKeys } from "../../storage/local-favorite-keys";
import {
  artworkOf,
  listLocalFavorites,
  novelOf,
  removeLocalFavorite,
  type LocalFavoriteSnapshot,
} from "../../storage/local-favorites";

const TABS: readonly { readonly tab: "i" | "n"; readonly kind: LocalFavoriteKind }[] = [
  { tab: "i", kind: "illust" },
  { tab: "n", kind: "novel" },
];

/** One kind's favourites, newest first; null while they load. Read again whenever the keys change. */
function useFavorites(kind: LocalFavoriteKind): readonly LocalFavoriteSnapshot[] | null {
  const keys = useLocalFavoriteKeys((state) => state.keys);
  const [items, setItems] = useState<{ kind: LocalFavoriteKind; list: LocalFavoriteSnapshot[] } | null>(null);
  useEffect(() => {
    void ensureLocalFavoriteKeys();
  }, []);
  useEffect(() => {
    let live = true;
    void listLocalFavorites(kind)
      .catch(() => [])
      .then((entries) => {
        if (live) setItems({ kind, list: entries.map((entry) => entry.snapshot) });
      });
    return () => {
      live = false;
    };
  }, [kind, keys]);
  return items?.kind === kind ? items.list : null;
}

function RemoveList({ kind, items }: { kind: LocalFavoriteKind; items: readonly LocalFavoriteSnapshot[] }) {
  const { t } = useTranslation("account");
  return (
    <ul
      data-testid="local-favorites-edit-list"
      className="divide-y divide-neutral-200 rounded-xl bg-white text-sm shadow-sm dark:divide-neutral-800 dark:bg-neutral-900"
    >
      {items.map((item) => (
        <li key={item.id} className="flex items-center gap-3 px-4 py-2">
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium">{item.title}</span>
            <span className="block truncate text-xs text-neutral-500">{item.author.name}</span>
          </span>
          <button
            type="button"
            data-testid={`local-favorite-remove-${item.id}`}
            aria-label={t("local_favorites.remove_one", { title: item.title })}
            onClick={() => void removeLocalFavorite(kind, item.id)}
            className="rounded-full p-2 text-rose-600 hover:bg-rose-50 dark:text-rose-400 dark:hover:bg-rose-950"
          >
            <Trash2 aria-hidden className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}

export function LocalFavoritesPage() {
  const { t } = useTranslation("account");
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = TABS.find((entry) => entry.tab === searchParams.get("t")) ?? TABS[0];
  const kind = tab?.kind ?? "illust";
  const items = useFavorites(kind);
  const [editing, setEditing] = useState(false);
  const artworks = useMemo(() => (items ?? []).map(artworkOf), [items]);
  const novels = useMemo(() => (items ?? []).map(novelOf), [items]);

  return (
    <SettingsScreen title={t("local_favorites.title")} testId="local-favorites-page">
      <p className="mb-3 text-sm text-neutral-600 dark:text-neutral-400">{t("local_favorites.intro")}</p>
      <Tabs
        tabs={[
          { id: "i", label: t("local_favorites.tab_illust") },
          { id: "n", label: t("local_favorites.tab_novel") },
        ]}
        current={tab?.tab ?? "i"}
        onChange={(id) => {
          setSearchParams({ t: id }, { replace: true });
        }}
      />
      <div className="mb-3 flex justify-end">
        <button
          type="button"
          data-testid="local-favorites-edit"
          aria-pressed={editing}
          disabled={items === null || (items.length === 0 && !editing)}
          onClick={() => {
            setEditing(!editing);
          }}
          className="inline-flex items-center gap-1.5 rounded-full border border-neutral-300 px-3 py-1.5 text-sm disabled:opacity-40 dark:border-neutral-700"
        >
          <Trash2 aria-hidden className="size-4" />
          {editing ? t("local_favorites.done") : t("local_favorites.edit")}
        </button>
      </div>
      {items === null ? null : items.length === 0 ? (
        <p data-testid="local-favorites-empty" className="py-16 text-center text-sm text-neutral-500">
          {t("local_favorites.empty")}
        </p>
      ) : editing ? (
        <RemoveList kind={kind} items={items} />
      ) : kind === "illust" ? (
        <ArchivedArtworkList works={artworks} source="local" testId="local-favorites-illusts" />
      ) : (
        <ArchivedNovelList works={novels} source="local" testId="local-favorites-novels" />
      )}
    </SettingsScreen>
  );
}
