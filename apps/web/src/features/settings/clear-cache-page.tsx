/**
 * /setting/clearcache — the three storage kinds (PRODUCT.md §2, PRODUCT.md §B8.4), each with its
 * record count and size and a clear button: the database (IndexedDB history and cached answers,
 * plus the service worker's caches), local storage (settings; clearing it resets them) and session
 * storage. Clearing asks first, then recomputes the sizes and confirms with a toast.
 */
import { useQueryClient } from "@tanstack/react-query";
import { Database, HardDrive, Timer, Trash2 } from "lucide-react";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { confirmDialog } from "../../components/dialogs";
import { SettingsScreen, SettingsSection } from "../../components/settings-ui";
import { formatBytes } from "../../lib/format";
import { reloadSoon } from "../../lib/reload";
import { toast } from "../../lib/toast";
import { clearQueryCache } from "../../queries/query-persist";
import { localDb } from "../../storage/local-db";
import { countQueryCacheRows } from "../../storage/query-cache-db";

type Kind = "db" | "local" | "session";

interface Usage {
  readonly count: number;
  readonly bytes: number;
}

/** Web storage keeps UTF-16: two bytes per character of key and value. */
function webStorageUsage(storage: Storage): Usage {
  let bytes = 0;
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index) ?? "";
    bytes += 2 * (key.length + (storage.getItem(key) ?? "").length);
  }
  return { count: storage.length, bytes };
}

async function databaseUsage(): Promise<Usage> {
  const db = localDb();
  const counts = await Promise.all([db.history.count(), db.kv.count(), countQueryCacheRows().catch(() => 0)]);
  const estimate = "storage" in navigator ? await navigator.storage.estimate() : {};
  return { count: counts.reduce((sum, count) => sum + count, 0), bytes: estimate.usage ?? 0 };
}

async function clearDatabase(): Promise<void> {
  const db = localDb();
  await Promise.all([db.history.clear(), db.kv.clear(), clearQueryCache()]);
  if (typeof caches !== "undefined") {
    await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
  }
}

async function measureAll(): Promise<Record<Kind, Usage>> {
  const db = await databaseUsage().catch(() => ({ count: 0, bytes: 0 }));
  return { db, local: webStorageUsage(localStorage), session: webStorageUsage(sessionStorage) };
}

export function ClearCachePage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [usage, setUsage] = useState<Partial<Record<Kind, Usage>>>({});

  const measure = useCallback(async () => {
    setUsage(await measureAll());
  }, []);

  useEffect(() => {
    let cancelled = false;
    void measureAll().then((next) => {
      if (!cancelled) setUsage(next);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const clear = async (kind: Kind): Promise<void> => {
    if (!(await confirmDialog({ message: t("cache.confirm"), danger: true }))) return;
    if (kind === "db") {
      queryClient.clear();
      await clearDatabase();
    } else if (kind === "local") {
      localStorage.clear();
    } else {
      sessionStorage.clear();
    }
    await measure();
    toast.success(t("cache.cleared"));
    if (kind === "local") reloadSoon();
  };

  const row = (kind: Kind, icon: ReactNode, label: string) => {
    const value = usage[kind];
    return (
      <div className="flex min-h-16 items-center gap-3 px-4 py-2" data-testid={`cache-${kind}`}>
        <span className="text-neutral-500">{icon}</span>
        <span className="flex-1">
          <span className="block text-sm">{label}</span>
          <span className="block text-xs text-neutral-500" data-testid={`cache-${kind}-usage`}>
            {value === undefined
              ? t("tips.loading")
              : t("cache.usage", { count: value.count, size: formatBytes(value.bytes, i18n.language) })}
          </span>
        </span>
        <button
          type="button"
          data-testid={`cache-${kind}-clear`}
          onClick={() => {
            void clear(kind);
          }}
          className="inline-flex items-center gap-1.5 rounded-full border border-neutral-300 px-3 py-1.5 text-sm dark:border-neutral-700"
        >
          <Trash2 aria-hidden className="size-4" />
          {t("cache.clear")}
        </button>
      </div>
    );
  };

  return (
    <SettingsScreen title={t("setting.clear_cache")} testId="clear-cache-page">
      <SettingsSection>
        {row("db", <Database aria-hidden className="size-5" />, t("cache.db"))}
        {row("local", <HardDrive aria-hidden className="size-5" />, t("cache.local"))}
        {row("session", <Timer aria-hidden className="size-5" />, t("cache.session"))}
      </SettingsSection>
    </SettingsScreen>
  );
}
