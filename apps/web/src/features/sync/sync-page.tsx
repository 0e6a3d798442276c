/**
 * Settings → Sync (/setting/sync): turn sync on (a random key, or a passphrase), show the sync code as
 * a QR code and a link whose secret is in the fragment, join a passphrase space from its link, and
 * the state of the loop (last synced, records, changes waiting, the last problem in words), with
 * "Sync now", "Leave sync" (local data stays) and "Delete data on the server", one click each.
 * The sync code itself is in apps/web/src/sync/; this screen is its only face.
 */
import { useEffect, useState } from "react";
import { SettingsScreen, SettingsSection } from "../../components/settings-ui";
import { useTranslation } from "../../i18n/use-translation";
import { formatDateTime } from "../../lib/format";
import { toast } from "../../lib/toast";
import { parseSyncFragment, readStoredSpace, syncLink, type SyncCode } from "../../sync/space-storage";
import {
  deleteSpaceData,
  joinSpace,
  leaveSync,
  startSync,
  syncNow,
  turnOnSync,
  useSyncStatus,
} from "../../sync/start";
import type { SyncProblem } from "../../sync/sync-status";
import type { TFunction } from "../../i18n/translator";

/** Shortest passphrase accepted: the salt is public, so the passphrase is all that guards the space. */
const PASSPHRASE_MIN_LENGTH = 12;

const BUTTON = "rounded-full bg-[var(--accent)] px-4 py-2 text-sm font-medium text-white disabled:opacity-50";
const PLAIN_BUTTON =
  "rounded-full border border-neutral-300 px-4 py-2 text-sm dark:border-neutral-700 disabled:opacity-50";

function problemText(t: TFunction<"sync">, problem: SyncProblem): string {
  switch (problem.kind) {
    case "refused":
      return t("errors.refused", { count: problem.count ?? 1 });
    case "rejected":
      return t("errors.rejected", { detail: problem.detail });
    case "unknown":
      return t("errors.unknown", { detail: problem.detail });
    default:
      return t(`errors.${problem.kind}`);
  }
}

function QrCode({ text, alt }: { text: string; alt: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import("qrcode")
      .then((qrcode) => qrcode.toString(text, { type: "svg", margin: 1, errorCorrectionLevel: "M" }))
      .then((made) => {
        if (live) setSvg(made);
      });
    return () => {
      live = false;
    };
  }, [text]);
  if (svg === null)
    return <div className="size-48 animate-pulse rounded bg-neutral-200 dark:bg-neutral-800" />;
  return (
    <img
      data-testid="sync-qr"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={alt}
      width={192}
      height={192}
      className="size-48 rounded bg-white"
    />
  );
}

function Row({ label, children, testId }: { label: string; children: React.ReactNode; testId: string }) {
  return (
    <div className="flex min-h-12 items-center gap-3 px-4 py-2 text-sm">
      <span className="flex-1 text-neutral-600 dark:text-neutral-400">{label}</span>
      <span data-testid={testId} className="text-right">
        {children}
      </span>
    </div>
  );
}

/** Runs an action, shows its failure as a toast; `busy` while it runs. */
function useAction(): [boolean, (action: () => Promise<unknown>, done?: string) => void] {
  const [busy, setBusy] = useState(false);
  const run = (action: () => Promise<unknown>, done?: string): void => {
    setBusy(true);
    action()
      .then(() => {
        if (done !== undefined) toast(done);
      })
      .catch((error: unknown) => {
        toast.error(error instanceof Error ? error.message : String(error));
      })
      .finally(() => {
        setBusy(false);
      });
  };
  return [busy, run];
}

function TurnOn() {
  const { t } = useTranslation("sync");
  const problem = useSyncStatus((state) => state.lastError);
  const [busy, run] = useAction();
  const [withPassphrase, setWithPassphrase] = useState(false);
  const [passphrase, setPassphrase] = useState("");
  const short = passphrase.length < PASSPHRASE_MIN_LENGTH;
  return (
    <SettingsSection>
      <div className="flex flex-col gap-3 p-4">
        <p className="text-sm text-neutral-700 dark:text-neutral-300">{t("intro")}</p>
        {problem === null ? null : (
          <p role="alert" data-testid="sync-error" className="text-sm text-red-600">
            {problemText(t, problem)}
          </p>
        )}
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            data-testid="sync-use-passphrase"
            checked={withPassphrase}
            onChange={(event) => {
              setWithPassphrase(event.target.checked);
            }}
          />
          {t("use_passphrase")}
        </label>
        {withPassphrase ? (
          <label className="flex flex-col gap-1 text-sm">
            {t("passphrase")}
            <input
              type="password"
              autoComplete="new-password"
              data-testid="sync-passphrase"
              value={passphrase}
              onChange={(event) => {
                setPassphrase(event.target.value);
              }}
              className="rounded-lg border border-neutral-300 px-3 py-2 dark:border-neutral-700 dark:bg-neutral-950"
            />
            <span className="text-xs text-neutral-500">
              {t("passphrase_hint", { count: PASSPHRASE_MIN_LENGTH })}
            </span>
          </label>
        ) : null}
        <button
          type="button"
          data-testid="sync-turn-on"
          disabled={busy || (withPassphrase && short)}
          className={`${BUTTON} self-start`}
          onClick={() => {
            run(() => turnOnSync(withPassphrase ? passphrase : undefined));
          }}
        >
          {t("turn_on")}
        </button>
      </div>
    </SettingsSection>
  );
}

function JoinWithPassphrase({ code }: { code: SyncCode }) {
  const { t } = useTranslation("sync");
  const [busy, run] = useAction();
  const [passphrase, setPassphrase] = useState("");
  return (
    <SettingsSection title={t("join_title")}>
      <div className="flex flex-col gap-3 p-4">
        <p className="text-sm">{t("join_passphrase")}</p>
        <input
          type="password"
          data-testid="sync-join-passphrase"
          aria-label={t("passphrase")}
          value={passphrase}
          onChange={(event) => {
            setPassphrase(event.target.value);
          }}
          className="rounded-lg border border-neutral-300 px-3 py-2 text-sm dark:border-neutral-700 dark:bg-neutral-950"
        />
        <button
          type="button"
          data-testid="sync-join"
          disabled={busy || passphrase === ""}
          className={`${BUTTON} self-start`}
          onClick={() => {
            run(async () => {
              await joinSpace(code, passphrase);
              history.replaceState(history.state, "", window.location.pathname);
            });
          }}
        >
          {t("join")}
        </button>
      </div>
    </SettingsSection>
  );
}

function SyncOn() {
  const { t, i18n } = useTranslation("sync");
  const status = useSyncStatus();
  const [busy, run] = useAction();
  const space = readStoredSpace();
  if (space === null) return null;
  const link = syncLink(window.location.origin, space.spaceId, space.passphrase ? null : space.key);
  return (
    <>
      <SettingsSection title={t("code_title")}>
        <div className="flex flex-col items-center gap-3 p-4">
          <QrCode text={link} alt={t("code_title")} />
          <p className="text-center text-xs text-neutral-500">
            {t(space.passphrase ? "code_hint_passphrase" : "code_hint")}
          </p>
          <input
            readOnly
            data-testid="sync-link"
            value={link}
            onFocus={(event) => {
              event.target.select();
            }}
            className="w-full rounded-lg border border-neutral-300 px-3 py-2 font-mono text-xs dark:border-neutral-700 dark:bg-neutral-950"
          />
          <button
            type="button"
            className={PLAIN_BUTTON}
            onClick={() => {
              run(() => navigator.clipboard.writeText(link), t("copied"));
            }}
          >
            {t("copy")}
          </button>
        </div>
      </SettingsSection>
      <SettingsSection title={t("state")}>
        <Row label={t("last_synced")} testId="sync-last-synced">
          {status.syncing
            ? t("syncing")
            : status.lastSyncedAt === null
              ? t("never")
              : formatDateTime(new Date(status.lastSyncedAt).toISOString(), i18n.language)}
        </Row>
        <Row label={t("records_label")} testId="sync-records">
          {t("records", { count: status.records })}
        </Row>
        <Row label={t("pending_label")} testId="sync-pending">
          {t("pending", { count: status.pending })}
        </Row>
        <Row label={t("last_error")} testId="sync-error">
          {status.lastError === null ? t("no_error") : problemText(t, status.lastError)}
        </Row>
      </SettingsSection>
      <div className="flex flex-wrap gap-2 px-1">
        <button
          type="button"
          data-testid="sync-now"
          disabled={busy}
          className={BUTTON}
          onClick={() => {
            run(syncNow);
          }}
        >
          {t("sync_now")}
        </button>
        <button
          type="button"
          data-testid="sync-leave"
          disabled={busy}
          className={PLAIN_BUTTON}
          onClick={() => {
            run(leaveSync, t("left"));
          }}
        >
          {t("leave")}
        </button>
        <button
          type="button"
          data-testid="sync-delete"
          disabled={busy}
          className={`${PLAIN_BUTTON} text-red-600`}
          onClick={() => {
            run(deleteSpaceData, t("deleted"));
          }}
        >
          {t("delete")}
        </button>
      </div>
      <p className="mt-3 px-1 text-xs text-neutral-500">{t("leave_hint")}</p>
    </>
  );
}

export function SyncPage() {
  const { t } = useTranslation("sync");
  const spaceId = useSyncStatus((state) => state.spaceId);
  const [code] = useState(() => parseSyncFragment(window.location.hash));
  useEffect(() => {
    // A stored space whose loop is not running yet (this page opened first), or a link opened here.
    if (spaceId === null && (readStoredSpace() !== null || code?.key != null)) void startSync();
  }, [spaceId, code]);
  return (
    <SettingsScreen title={t("title")} testId="sync-settings">
      {spaceId !== null ? (
        <SyncOn />
      ) : code !== null && code.key === null ? (
        <JoinWithPassphrase code={code} />
      ) : (
        <TurnOn />
      )}
    </SettingsScreen>
  );
}
