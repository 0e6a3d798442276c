/**
 * Image search (PRODUCT.md §2 Search, §5): pick a picture — only image types, at most the server's upload
 * limit, refused here with a message otherwise — and it goes to SauceNAO through the server; the
 * hits above 50 % similarity are listed best first, each opening its pixiv work (or its link). The
 * outcome scrolls into view when it arrives, so it is never left below the fold.
 */
import { IMAGE_SEARCH_UPLOAD_LIMIT_BYTES, type ImageSearchHit } from "@pxv/pixiv";
import { ImageUp, LoaderCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Link } from "react-router";
import { artworkPath } from "../../routing/paths";
import { errorMessageKey } from "../../data/errors";
import { useImageSearchMutation } from "../../queries/image-search";

type Problem = "type" | "size" | null;

function Hit({ hit }: { hit: ImageSearchHit }) {
  const { t } = useTranslation("search");
  const body = (
    <>
      <img src={hit.thumbnail} alt="" loading="lazy" className="size-16 shrink-0 rounded-md object-cover" />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">
          {hit.title === "" ? (hit.id ?? hit.url) : hit.title}
        </span>
        <span className="block truncate text-xs text-neutral-500">{hit.member_name}</span>
      </span>
      <span className="text-sm font-semibold text-accent tabular-nums">
        {t("image.similarity", { value: hit.similarity.toFixed(1) })}
      </span>
    </>
  );
  const className = "flex items-center gap-3 rounded-lg p-2 hover:bg-neutral-100 dark:hover:bg-neutral-900";
  return hit.id !== null ? (
    <Link to={artworkPath(hit.id)} data-testid="image-search-hit" data-id={hit.id} className={className}>
      {body}
    </Link>
  ) : (
    <a
      href={hit.url ?? "#"}
      target="_blank"
      rel="noreferrer noopener"
      data-testid="image-search-hit"
      className={className}
    >
      {body}
    </a>
  );
}

export function ImageSearch() {
  const { t } = useTranslation("search");
  const { t: frame } = useTranslation();
  const search = useImageSearchMutation();
  const [problem, setProblem] = useState<Problem>(null);
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (search.data !== undefined || search.isError) outcome.current?.scrollIntoView({ block: "nearest" });
  }, [search.data, search.isError]);

  return (
    <section aria-labelledby="image-search" data-testid="image-search" className="mt-6">
      <h2 id="image-search" className="mb-2 text-sm font-semibold">
        {t("image.title")}
      </h2>
      <label className="flex cursor-pointer items-center justify-center gap-2 rounded-xl border border-dashed border-neutral-300 px-4 py-5 text-sm text-neutral-600 hover:border-accent dark:border-neutral-700 dark:text-neutral-400">
        {search.isPending ? (
          <LoaderCircle aria-hidden className="size-5 animate-spin text-accent" />
        ) : (
          <ImageUp aria-hidden className="size-5" />
        )}
        {t("image.pick")}
        <input
          type="file"
          accept="image/*"
          data-testid="image-search-input"
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file === undefined) return;
            if (!file.type.startsWith("image/")) {
              setProblem("type");
              return;
            }
            if (file.size > IMAGE_SEARCH_UPLOAD_LIMIT_BYTES) {
              setProblem("size");
              return;
            }
            setProblem(null);
            search.mutate(file);
          }}
        />
      </label>
      {problem === null ? null : (
        <p role="alert" data-testid="image-search-error" className="mt-2 text-xs text-rose-600">
          {problem === "type"
            ? t("image.invalid_type")
            : t("image.too_large", { size: IMAGE_SEARCH_UPLOAD_LIMIT_BYTES / 1024 / 1024 })}
        </p>
      )}
      <div ref={outcome} className="scroll-mb-20">
        {search.isError ? (
          <p role="alert" data-testid="image-search-error" className="mt-2 text-xs text-rose-600">
            {t("image.failed")} {frame(errorMessageKey(search.error))}
          </p>
        ) : null}
        {search.data === undefined ? null : search.data.length === 0 ? (
          <p data-testid="image-search-none" className="mt-2 text-sm text-neutral-500">
            {t("image.none")}
          </p>
        ) : (
          <ul data-testid="image-search-results" className="mt-2 space-y-1">
            {search.data.map((hit, index) => (
              <li key={`${String(hit.id ?? hit.url)}:${String(index)}`}>
                <Hit hit={hit} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
