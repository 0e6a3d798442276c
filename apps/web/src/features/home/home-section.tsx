/**
 * One Home card: a heading with an optional "more" link, and content that mounts — and so fetches —
 * only once the card comes near the viewport (cards below the fold cost nothing on first load).
 * Until then it holds its height so the page does not jump; content whose height the layout knows
 * in advance (a strip of cards) holds that height while it loads too, so nothing moves when it
 * arrives.
 */
import { ChevronRight } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Link } from "react-router";

/** How far below the viewport a card starts loading. */
const NEAR_MARGIN = "400px";

export function HomeSection({
  id,
  title,
  more,
  minHeight,
  height,
  eager = false,
  children,
}: {
  id: string;
  title: string;
  more?: string | undefined;
  /** Height held before the content mounts (content whose height is not known in advance). */
  minHeight?: number | undefined;
  /** The content's height, known from its geometry: held before it mounts, while it loads and after. */
  height?: number | undefined;
  /** Mount at once (the first card, above the fold). */
  eager?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(eager || typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = ref.current;
    if (near || element === null) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${NEAR_MARGIN} 0px` },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [near]);

  return (
    <section ref={ref} aria-labelledby={`home-${id}`} data-testid={`home-${id}`} className="mb-8">
      <div className="mb-3 flex items-center justify-between">
        <h2 id={`home-${id}`} className="text-lg font-bold">
          {title}
        </h2>
        {more === undefined ? null : (
          <Link
            to={more}
            data-testid={`home-${id}-more`}
            className="inline-flex items-center text-sm font-medium text-accent hover:underline"
          >
            {t("common.more")}
            <ChevronRight aria-hidden className="size-4" />
          </Link>
        )}
      </div>
      <div style={height !== undefined ? { minHeight: height } : near ? undefined : { minHeight }}>
        {near ? children : null}
      </div>
    </section>
  );
}
