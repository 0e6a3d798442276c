/**
 * An image from pixiv through the server's proxy, filling the box its parent sized in advance. It
 * loads lazily and decodes off the main thread, shows a pastel placeholder until it has loaded, and
 * a quiet broken-image mark if it fails. The box never changes size, so nothing around it moves.
 * With the lazy-loading setting (isImgLazy) a lazy image gets its address only once its box comes
 * within 1.3 screens of the viewport (an IntersectionObserver) instead of the browser's own rule.
 * A lazy picture that mounts in the viewport before the first paint is over is one of the first
 * screen's (after-first-paint.ts): it loads at once, at high priority.
 */
import { ImageOff } from "lucide-react";
import {
  createContext,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ImgHTMLAttributes,
} from "react";
import clsx from "clsx";
import { useSettingsStore } from "../settings/settings-store";
import { placeholderBackground } from "../lib/placeholder";
import { isFirstScreenPicture } from "./after-first-paint";

/**
 * How a picture rendered on the server (a first screen sent in the page) loads: at once, over its
 * placeholder, or lazily (a card the page's CSS may hide: lists/masonry-first-row.tsx).
 */
export const ServerPictureLoading = createContext<"eager" | "lazy">("eager");

/** How far beyond the viewport an observed image starts loading (PRODUCT.md §B5: preload 1.3). */
const LAZY_PRELOAD_MARGIN = "30%";

/** Whether the box is near enough to load, when the lazy-loading setting gates it. */
function useNearViewport(enabled: boolean): [React.RefObject<HTMLDivElement | null>, boolean] {
  const ref = useRef<HTMLDivElement | null>(null);
  const [seen, setSeen] = useState(false);
  const near = !enabled || seen || typeof IntersectionObserver === "undefined";
  useEffect(() => {
    const element = ref.current;
    if (near || element === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [near]);
  return [ref, near];
}

/** Whether the box mounted as one of the first screen's pictures (read before the browser paints). */
function useFirstScreen(ref: React.RefObject<HTMLDivElement | null>, lazy: boolean): boolean {
  const [first, setFirst] = useState(false);
  useLayoutEffect(() => {
    if (lazy && ref.current !== null && isFirstScreenPicture(ref.current)) setFirst(true);
  }, [ref, lazy]);
  return first;
}

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
  const observed = useSettingsStore((settings) => settings.app.isImgLazy) && loading === "lazy";
  const [boxRef, near] = useNearViewport(observed);
  // Rendered on the server (a first screen sent in the page, app/first-screen): there is nothing to
  // wait for, the picture is shown as soon as it arrives, over its placeholder.
  const serverLoading = use(ServerPictureLoading);
  const firstScreen =
    useFirstScreen(boxRef, loading === "lazy") ||
    (typeof window === "undefined" && serverLoading === "eager");
  return (
    <div
      ref={boxRef}
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
        {...(near || firstScreen ? { src } : {})}
        {...(firstScreen ? { fetchPriority: "high" as const } : {})}
        data-lazy={observed ? "observed" : "native"}
        alt={alt}
        loading={firstScreen ? "eager" : loading}
        decoding="async"
        className={clsx(
          "h-full w-full transition-opacity duration-300",
          fit === "cover" ? "object-cover" : "object-contain",
          state === "loaded" || typeof window === "undefined" ? "opacity-100" : "opacity-0",
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
