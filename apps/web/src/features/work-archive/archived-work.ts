/**
 * The Artwork or Novel a card shows for an archived work whose pixiv answer is now a placeholder (or
 * that the "Lost only" list shows from the archive alone): the archived title, author, tags and size,
 * and the archived thumbnail as its picture or cover (an empty one until it is made), built through
 * the local favourites' card snapshot. It stays `visible: false`, as pixiv answered.
 */
import type { Artwork, Novel } from "@pxv/pixiv";
import { artworkOf, novelOf, type LocalFavoriteSnapshot } from "../../storage/local-favorites";
import type { ArchivedWork } from "../../storage/work-archive-record";

function snapshotOfArchived(work: ArchivedWork): LocalFavoriteSnapshot {
  const picture = work.thumbnail ?? "";
  return {
    id: work.id,
    title: work.title,
    author: { id: work.author.id, name: work.author.name, avatar: "" },
    created: work.created,
    image: { s: picture, m: picture, l: picture },
    tags: work.tags.map((name) => ({ name, translated_name: null })),
    x_restrict: 0,
    illust_ai_type: 0,
    count: 1,
    width: work.width,
    height: work.height,
  };
}

/** Lost as pixiv shows it: not visible, bookmarked as the placeholder says. */
const lost = (placeholder: { readonly is_bookmarked: boolean } | undefined) => ({
  visible: false,
  is_bookmarked: placeholder?.is_bookmarked ?? false,
});

export const archivedArtwork = (work: ArchivedWork, placeholder?: Artwork): Artwork => ({
  ...artworkOf(snapshotOfArchived(work)),
  ...lost(placeholder),
});

export const archivedNovel = (work: ArchivedWork, placeholder?: Novel): Novel => ({
  ...novelOf(snapshotOfArchived(work)),
  ...lost(placeholder),
});
