/**
 * Notices from the notices feed (PRODUCT.md §3 Notice, §4 Notices): the banner chosen by today's date
 * and this platform ("web"), shown on Home; and alert notices, each shown once as an alert until
 * read (the ids read are kept in localStorage). Dates are compared in pixiv's day (JST).
 */
import { activeNotice, pixivDateOf, type Notice, type SeasonalEffect } from "@pxv/pixiv";
import { Megaphone } from "lucide-react";
import { useEffect } from "react";
import { alertDialog } from "../../components/dialogs";
import { useNotices } from "../../queries/pxv-feeds";

/** The platforms a notice may target to reach this app. */
export const PLATFORMS: readonly string[] = ["web", "pxv"];
const READ_KEY = "pxv-notices-read";

function readIds(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(READ_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

function markRead(id: string): void {
  localStorage.setItem(READ_KEY, JSON.stringify([...readIds().filter((read) => read !== id), id].slice(-50)));
}

/** The alert notice to show now: active today for this platform and not read yet. */
export function pendingAlert(
  notices: readonly Notice[],
  today: string,
  read: readonly string[],
): Notice | null {
  const alerts = notices.filter((notice) => notice.alert && !read.includes(notice.id));
  return activeNotice(alerts, today, PLATFORMS);
}

export function NoticeBanner() {
  const { notices } = useNotices();
  const notice = activeNotice(
    notices.filter((entry) => !entry.alert),
    pixivDateOf(new Date()),
    PLATFORMS,
  );
  if (notice === null) return null;
  return (
    <aside
      data-testid="notice-banner"
      className="mb-4 flex gap-3 rounded-xl bg-accent/10 px-4 py-3 text-sm text-neutral-800 dark:text-neutral-200"
    >
      <Megaphone aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
      <div>
        {notice.title === "" ? null : <p className="font-semibold">{notice.title}</p>}
        <p className="whitespace-pre-line">{notice.text}</p>
      </div>
    </aside>
  );
}

/** Shows the pending alert notice once; mounted in the shell. */
export function NoticeAlerts() {
  const { notices } = useNotices();
  useEffect(() => {
    const notice = pendingAlert(notices, pixivDateOf(new Date()), readIds());
    if (notice === null) return;
    markRead(notice.id);
    void alertDialog({ ...(notice.title === "" ? {} : { title: notice.title }), message: notice.text });
  }, [notices]);
  return null;
}

/** The seasonal effect for a work today: the first active one whose tag the work carries. */
export function seasonalEffectFor(
  effects: readonly SeasonalEffect[],
  tags: readonly { readonly name: string }[],
  today: string,
): SeasonalEffect | null {
  return (
    effects.find(
      (effect) => effect.start <= today && today <= effect.end && tags.some((tag) => tag.name === effect.tag),
    ) ?? null
  );
}

/** Draws the work's seasonal effect (if any) over its images; decorative, never blocks taps. */
export function SeasonalEffectOverlay({ tags }: { tags: readonly { readonly name: string }[] }) {
  const { effects } = useNotices();
  const effect = seasonalEffectFor(effects, tags, pixivDateOf(new Date()));
  if (effect === null) return null;
  return (
    <img
      data-testid="seasonal-effect"
      src={effect.src}
      alt=""
      aria-hidden
      className="pointer-events-none absolute inset-x-0 top-0 z-10 w-full select-none"
    />
  );
}
