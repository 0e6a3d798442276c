/**
 * An image from pixiv through the server's proxy, filling the box its parent sized in advance. It
 * loads lazily and decodes off the main thread, shows a pastel placeholder until it has loaded, and
 * a quiet broken-image mark if it fails. The box never changes size, so nothing around it moves.
 */
import { ImageOff } from "lucide-react";
import { useState, type ImgHTMLAttributes } from "react";
import clsx from "clsx";
import { placeholderBackground } from "../lib/placeholder";

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "onLoad" | "onError">;

export interface PximgProps extends ImgProps {
  readonly src: string;
  readonly alt: string;
  /** Picks the placeholder colour; the work's id. */
  readonly seed: number;
  /** cover crops to the box (grids); contain shows the whole image (the artwork page). */
  readonly fit?: "cover" | "contain";
  readonly onLoaded?: (image: HTMLImageElement) => void;
}

export function Pximg({
  src,
  alt,
  seed,
  className,
  fit = "cover",
  onLoaded,
  loading = "lazy",
  ...rest
}: PximgProps) {
  const [state, setState] = useState<"loading" | "loaded" | "failed">("loading");
  return (
    <div
      className={clsx("absolute inset-0 overflow-hidden", className)}
      style={{ background: state === "loaded" ? undefined : placeholderBackground(seed) }}
    >
      {state === "failed" ? (
        <ImageOff
          aria-hidden
          className="absolute top-1/2 left-1/2 size-8 -translate-1/2 text-neutral-500/60"
        />
      ) : null}
      <img
        {...rest}
        src={src}
        alt={alt}
        loading={loading}
        decoding="async"
        className={clsx(
          "h-full w-full transition-opacity duration-300",
          fit === "cover" ? "object-cover" : "object-contain",
          state === "loaded" ? "opacity-100" : "opacity-0",
        )}
        onLoad={(event) => {
          setState("loaded");
          onLoaded?.(event.currentTarget);
        }}
        onError={() => {
          setState("failed");
        }}
      />
    </div>
  );
}
