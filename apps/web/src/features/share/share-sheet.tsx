/**
 * The share sheet (PRODUCT.md §2): the system share when the browser has one, copy text (title, author
 * and link), copy link, a QR code of the link (qrcode, loaded when the sheet opens), and links to
 * social sites. Copy failures toast the error (PRODUCT.md §8).
 */
import { Copy, Link2, QrCode, Share2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { toast } from "../../lib/toast";
import { SHARE_TARGETS } from "./share-targets";

export interface ShareContent {
  readonly title: string;
  /** "Title / Author", the text shared and copied with the link. */
  readonly text: string;
  /** Absolute URL of the page. */
  readonly url: string;
}

async function copy(text: string, done: string, failed: (message: string) => string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch (error) {
    toast.error(failed(error instanceof Error ? error.message : String(error)));
  }
}

function QrImage({ url }: { url: string }) {
  const { t } = useTranslation("artwork");
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import("qrcode")
      .then((qrcode) => qrcode.toString(url, { type: "svg", margin: 1, errorCorrectionLevel: "M" }))
      .then((text) => {
        if (live) setSvg(text);
      });
    return () => {
      live = false;
    };
  }, [url]);
  if (svg === null)
    return <div className="size-40 animate-pulse rounded bg-neutral-200 dark:bg-neutral-800" />;
  return (
    <img
      data-testid="share-qr"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={t("share.qr_alt")}
      width={160}
      height={160}
      className="size-40 rounded bg-white"
    />
  );
}

export function ShareButton({ content }: { content: ShareContent }) {
  const { t } = useTranslation("artwork");
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const canShare = typeof navigator !== "undefined" && typeof navigator.share === "function";
  const failed = (message: string): string => t("share.copy_failed", { message });
  const fullText = `${content.text}\n${content.url}`;

  const close = (): void => {
    dialog.current?.close();
  };

  return (
    <>
      <button
        type="button"
        data-testid="share-open"
        onClick={() => {
          setOpen(true);
          dialog.current?.showModal();
        }}
        className="inline-flex items-center gap-2 rounded-full bg-neutral-100 px-4 py-2 text-sm font-medium hover:bg-neutral-200 dark:bg-neutral-800 dark:hover:bg-neutral-700"
      >
        <Share2 aria-hidden className="size-4" />
        {t("share.button")}
      </button>
      <dialog
        ref={dialog}
        data-testid="share-sheet"
        aria-label={t("share.title")}
        onClose={() => {
          setOpen(false);
        }}
        className="m-auto w-80 max-w-[calc(100vw-2rem)] rounded-xl bg-white p-4 text-neutral-900 shadow-xl backdrop:bg-black/50 dark:bg-neutral-900 dark:text-neutral-100"
      >
        <h2 className="mb-3 text-sm font-semibold">{t("share.title")}</h2>
        <div className="flex flex-col gap-1">
          {canShare ? (
            <button
              type="button"
              className="flex items-center gap-2 rounded px-2 py-2 text-left text-sm hover:bg-neutral-100 dark:hover:bg-neutral-800"
              onClick={() => {
                close();
                navigator.share({ title: content.title, text: content.text, url: content.url }).catch(() => {
                  // Dismissed by the user: nothing to say.
                });
              }}
            >
              <Share2 aria-hidden className="size-4" />
              {t("share.system")}
            </button>
          ) : null}
          <button
            type="button"
            data-testid="share-copy-text"
            className="flex items-center gap-2 rounded px-2 py-2 text-left text-sm hover:bg-neutral-100 dark:hover:bg-neutral-800"
            onClick={() => {
              void copy(fullText, t("share.copied"), failed);
            }}
          >
            <Copy aria-hidden className="size-4" />
            {t("share.copy_text")}
          </button>
          <button
            type="button"
            data-testid="share-copy-link"
            className="flex items-center gap-2 rounded px-2 py-2 text-left text-sm hover:bg-neutral-100 dark:hover:bg-neutral-800"
            onClick={() => {
              void copy(content.url, t("share.copied"), failed);
            }}
          >
            <Link2 aria-hidden className="size-4" />
            {t("share.copy_link")}
          </button>
        </div>
        <div className="mt-3 flex flex-col items-center gap-1">
          <QrCode aria-hidden className="size-4 text-neutral-500" />
          {open ? <QrImage url={content.url} /> : null}
        </div>
        <ul className="mt-3 flex flex-wrap justify-center gap-2">
          {SHARE_TARGETS.map((target) => (
            <li key={target.id}>
              <a
                href={target.url(content.url, content.text)}
                target="_blank"
                rel="noopener noreferrer"
                data-share-target={target.id}
                className="inline-block rounded-full bg-neutral-100 px-3 py-1 text-xs hover:bg-neutral-200 dark:bg-neutral-800 dark:hover:bg-neutral-700"
              >
                {target.name}
              </a>
            </li>
          ))}
        </ul>
        <form method="dialog" className="mt-3">
          <button
            type="submit"
            className="w-full rounded-lg py-2 text-sm text-neutral-500 hover:bg-neutral-100 dark:hover:bg-neutral-800"
          >
            {t("common_cancel")}
          </button>
        </form>
      </dialog>
    </>
  );
}
