/**
 * The Artwork a card shows for an archived work whose pixiv answer is now a placeholder: the
 * archived title, author, tags and size, and the archived thumbnail as its picture (an empty picture
 * until one is made). It stays `visible: false`, as pixiv answered.
 */
import type { Artwork } from "@pxv/pixiv";
import type { ArchivedWork } from "../../storage/work-archive-record";

export function archivedArtwork(work: ArchivedWork, placeholder?: Artwork): Artwork {
  const picture = work.thumbnail ?? "";
  return {
    id: work.id,
    title: work.title,
    caption: "",
    author: { id: work.author.id, name: work.author.name, account: "", avatar: "", is_followed: false },
    created: work.created,
    tags: work.tags.map((name) => ({ name, translated_name: null })),
    count: 1,
    view: 0,
    like: 0,
    x_restrict: 0,
    illust_ai_type: 0,
    is_bookmarked: placeholder?.is_bookmarked ?? false,
    series: null,
    visible: false,
    images: [{ s: picture, m: picture, l: picture, o: picture }],
    tools: [],
    width: work.width,
    height: work.height,
    totalComment: null,
    type: "illust",
    seasonal_effect: null,
    event_banners: [],
  };
}
