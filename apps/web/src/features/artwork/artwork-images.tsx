/**
 * All pages of a work, one under another, each in a box of the right aspect before it loads: the
 * first page's size is known from the work; later pages borrow it until their own image arrives
 * (pixiv gives no per-page sizes), then take their real aspect. The first page loads eagerly. On
 * wide screens a page is no taller than the window ("fit screen" setting), so a whole page is in
 * view. Which file each page shows follows the image-quality setting (setting-rules.ts).
 */
import type { Artwork } from "@pxv/pixiv";
import clsx from "clsx";
import { useState, type CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { Pximg } from "../../components/pximg";
import { effectiveResolution, viewerImageUrl } from "../settings/setting-rules";
import { useSettingsStore } from "../settings/settings-store";

interface Size {
  readonly width: number;
  readonly height: number;
}

export function ArtworkImages({ artwork }: { artwork: Artwork }) {
  const { t } = useTranslation();
  const savedResolution = useSettingsStore((state) => state.app.imgReso);
  const imageHost = useSettingsStore((state) => state.imageHost);
  const fitScreen = useSettingsStore((state) => state.app.isImageFitScreen);
  const resolution = effectiveResolution(savedResolution, imageHost);
  const [loadedSizes, setLoadedSizes] = useState<ReadonlyMap<number, Size>>(new Map());

  return (
    <div className="flex flex-col gap-1 sm:gap-3">
      {artwork.images.map((image, index) => {
        const size = loadedSizes.get(index) ?? { width: artwork.width, height: artwork.height };
        return (
          <figure
            key={image.l}
            className={clsx(
              "relative mx-auto w-full bg-neutral-200 dark:bg-neutral-800",
              fitScreen && "lg:w-[min(100%,var(--fit-width))]",
            )}
            style={
              {
                aspectRatio: `${size.width} / ${size.height}`,
                "--fit-width": `calc((100dvh - 6rem) * ${(size.width / size.height).toFixed(4)})`,
              } as CSSProperties
            }
          >
            <Pximg
              data-testid="artwork-image"
              data-page={index}
              src={viewerImageUrl(image, resolution)}
              alt={t("artwork.image_alt", { title: artwork.title, page: index + 1 })}
              seed={artwork.id + index}
              fit="contain"
              loading={index === 0 ? "eager" : "lazy"}
              fetchPriority={index === 0 ? "high" : "auto"}
              width={size.width}
              height={size.height}
              onLoaded={(element) => {
                if (index === 0 || element.naturalWidth === 0) return;
                const natural = { width: element.naturalWidth, height: element.naturalHeight };
                setLoadedSizes((previous) => new Map(previous).set(index, natural));
              }}
            />
          </figure>
        );
      })}
    </div>
  );
}
