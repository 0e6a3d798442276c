/**
 * The server's animated AVIF of an ugoira (setting isUgoiraAvifSrc, PRODUCT.md §B6), shown
 * over the work's first page instead of the canvas player: an <img> of `/api/ugoira/{id}.avif`
 * (same origin) in the box the page already sized from the work's width and height. It stays
 * transparent until it has loaded — the still first page shows through, with a status bar, while
 * the server converts the frames on the first request — and a failure calls `onFailed` so the
 * caller can fall back to the canvas player. Clicks pass through to the page (the viewer opens).
 */
import type { Artwork } from "@pxv/pixiv";
import clsx from "clsx";
import { LoaderCircle } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { serverUgoiraUrl } from "./ugoira-download";

export function UgoiraAvif({ artwork, onFailed }: { artwork: Artwork; onFailed: () => void }) {
  const { t } = useTranslation("artwork");
  const [loaded, setLoaded] = useState(false);
  return (
    <div
      data-testid="ugoira-avif-view"
      data-state={loaded ? "loaded" : "loading"}
      className="pointer-events-none absolute inset-0"
    >
      <img
        data-testid="ugoira-avif"
        src={serverUgoiraUrl(artwork.id, "avif")}
        alt={t("ugoira.avif_alt", { title: artwork.title })}
        width={artwork.width}
        height={artwork.height}
        decoding="async"
        onLoad={() => {
          setLoaded(true);
        }}
        onError={onFailed}
        className={clsx(
          "size-full object-contain transition-opacity duration-300",
          loaded ? "opacity-100" : "opacity-0",
        )}
      />
      {loaded ? null : (
        <div
          role="status"
          className="absolute inset-x-0 bottom-0 flex items-center gap-2 bg-black/60 px-3 py-2 text-xs text-white"
        >
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
          <span>{t("ugoira.avif_loading")}</span>
        </div>
      )}
    </div>
  );
}
