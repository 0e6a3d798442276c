/**
 * The author under a work: avatar, name (to the user's page), the follow button (signed in) or
 * whether the author is followed, and their recent works (a user's works query, page 1; the work
 * itself and hidden works left out). The strip is a slider once the author has 10 or more works,
 * else the first 5 (PRODUCT.md §9).
 */
import { AUTHOR_PREVIEW_WORKS, AUTHOR_SLIDER_MIN_WORKS, hiddenReason, type Artwork } from "@pxv/pixiv";
import clsx from "clsx";
import { UserCheck } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Link } from "react-router";
import { ArtworkCard } from "../../components/artwork-card";
import { placeholderBackground } from "../../lib/placeholder";
import { useIsLoggedIn } from "../../session/session";
import { useUserArtworksQuery } from "../../queries/user-artworks";
import { FollowButton } from "../account/follow-button";
import { useVisibilityRules } from "../../settings/content-settings";
import { pathTo, userPath } from "../../routing/paths";

export function AuthorCard({ artwork }: { artwork: Artwork }) {
  const { t } = useTranslation("artwork");
  const { author } = artwork;
  const rules = useVisibilityRules();
  const loggedIn = useIsLoggedIn();
  const query = useUserArtworksQuery(author.id, artwork.type === "manga" ? "manga" : "illust");
  const works = useMemo(
    () =>
      (query.data?.pages[0]?.artworks ?? []).filter(
        (work) => work.id !== artwork.id && hiddenReason(work, rules) === null,
      ),
    [query.data, artwork.id, rules],
  );
  const slider = works.length >= AUTHOR_SLIDER_MIN_WORKS;
  const shown = slider ? works : works.slice(0, AUTHOR_PREVIEW_WORKS);

  return (
    <section data-testid="author-card" className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <span
          className="relative size-10 shrink-0 overflow-hidden rounded-full"
          style={{ background: placeholderBackground(author.id) }}
        >
          <img
            src={author.avatar}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        </span>
        <Link
          to={userPath(author.id)}
          data-testid="artwork-author"
          className="min-w-0 flex-1 truncate font-medium hover:underline"
        >
          {author.name}
        </Link>
        {loggedIn ? (
          <FollowButton user={author} />
        ) : author.is_followed ? (
          <span
            data-testid="author-followed"
            className="inline-flex items-center gap-1 rounded-full bg-accent/15 px-2.5 py-1 text-xs text-accent"
          >
            <UserCheck aria-hidden className="size-3.5" />
            {t("author.following")}
          </span>
        ) : null}
      </div>
      {shown.length === 0 ? null : (
        <div className="flex flex-col gap-2">
          <div className="flex items-baseline justify-between text-sm">
            <h2 className="font-semibold">{t("author.recent")}</h2>
            <Link
              to={pathTo("UserArtworks", { id: author.id })}
              className="text-xs text-accent hover:underline"
            >
              {t("author.all_works")}
            </Link>
          </div>
          <ul
            data-testid="author-works"
            className={clsx(
              slider
                ? "flex snap-x gap-2 overflow-x-auto pb-2"
                : "grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-3",
            )}
          >
            {shown.map((work) => (
              <li key={work.id} className={slider ? "w-28 shrink-0 snap-start" : undefined}>
                <ArtworkCard artwork={work} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
