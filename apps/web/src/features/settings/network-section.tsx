/**
 * The API base and image host settings (PRODUCT.md §4, §5): each must be a valid http(s) URL — else the
 * alert "Invalid URL input." and a reload — and is test-fetched before it is saved. Success clears
 * both caches, saves and reloads; failure alerts "connection failed" and reloads. An empty value
 * means this pxv server's own API (/api/pixiv) and image proxy (/-). The probe goes through pxv's
 * one transport (data/pxv-client.ts) with the reachability deadline, tried once.
 */
import { hibiApiProbeUrl, REACHABILITY_TIMEOUT_MS } from "@pxv/pixiv";
import { useId, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { alertDialog } from "../../components/dialogs";
import { send } from "../../data/pxv-client";
import { SettingsSection } from "../../components/settings-ui";
import { reloadSoon } from "../../lib/reload";
import { clearQueryCache } from "../../queries/query-persist";
import { readAddress } from "../../settings/settings-schema";
import { useSettingsStore } from "../../settings/settings-store";

type Field = "apiBase" | "imageHost";

/** Whether the address answers at all within the reachability timeout. */
async function reachable(url: string, field: Field): Promise<boolean> {
  const probe = field === "apiBase" ? hibiApiProbeUrl(url) : `${url}/`;
  try {
    const response = await send(probe, field === "imageHost" ? { mode: "no-cors" } : {}, {
      timeoutMs: REACHABILITY_TIMEOUT_MS,
    });
    await response.body?.cancel().catch(() => undefined);
    return field === "imageHost" || response.ok;
  } catch {
    return false;
  }
}

function AddressField({ field, label }: { field: Field; label: string }) {
  const { t } = useTranslation();
  const saved = useSettingsStore((state) => state[field]);
  const update = useSettingsStore((state) => state.update);
  const [draft, setDraft] = useState(saved);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const apply = async (): Promise<void> => {
    const url = readAddress(field, draft);
    if (url === "") {
      update({ [field]: "" });
      reloadSoon();
      return;
    }
    if (url === null) {
      await alertDialog({ message: t("network.invalid_url") });
      reloadSoon();
      return;
    }
    setBusy(true);
    const ok = await reachable(url, field);
    setBusy(false);
    if (!ok) {
      await alertDialog({ message: t("network.connect_error") });
      reloadSoon();
      return;
    }
    await clearQueryCache();
    update({ [field]: url });
    reloadSoon();
  };

  return (
    <div className="px-4 py-2">
      <label htmlFor={id} className="block text-sm">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          data-testid={`network-${field}`}
          value={draft}
          placeholder={t("network.default_placeholder")}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
          }}
          className="h-9 min-w-0 flex-1 rounded-lg border border-neutral-300 bg-white px-2 text-sm dark:border-neutral-700 dark:bg-neutral-900"
        />
        <button
          type="button"
          data-testid={`network-${field}-apply`}
          disabled={busy || draft.trim() === saved}
          onClick={() => {
            void apply();
          }}
          className="rounded-full bg-accent-fill px-4 text-sm font-medium text-white disabled:opacity-40"
        >
          {busy ? t("tips.loading") : t("common.apply")}
        </button>
      </div>
    </div>
  );
}

export function NetworkSection() {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t("network.title")}>
      <AddressField field="apiBase" label={t("network.api_base")} />
      <AddressField field="imageHost" label={t("network.image_host")} />
    </SettingsSection>
  );
}
