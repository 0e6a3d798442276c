/**
 * A pixiv work as a feed entry: @pxv/pixiv's normalized Artwork or Novel (pictures already on the
 * image proxy's paths, `rewriteImageUrl`) made into the neutral model of feed-model.ts — plain
 * texts, the pxv pages of the work and its author, the first picture (a novel's cover) on this
 * instance's origin, the tags, the caption as a short summary.
 */
import type { Artwork, ArtworkAuthor, ArtworkTag, Novel } from "@pxv/pixiv";
import { captionSummary } from "./caption-summary.js";
import { feedText, type FeedEntry } from "./feed-model.js";
import { pixivWorkId, type PageLinks } from "./page-links.js";

/** What an artwork and a novel share, as the entry reads it. */
interface WorkFields {
  readonly id: number;
  readonly title: string;
  readonly caption: string;
  readonly author: ArtworkAuthor;
  readonly created: string;
  readonly tags: readonly ArtworkTag[];
}

function entryOf(
  work: WorkFields,
  kind: "illust" | "novel",
  picturePath: string,
  links: PageLinks,
): FeedEntry {
  const posted = new Date(work.created);
  return {
    id: pixivWorkId(kind, work.id),
    title: feedText(work.title),
    link: kind === "illust" ? links.artwork(work.id) : links.novel(work.id),
    author: { name: feedText(work.author.name), link: links.user(work.author.id) },
    published: posted,
    updated: posted,
    categories: work.tags.map((tag) => feedText(tag.name)),
    picture: picturePath === "" ? null : picturePath.startsWith("/") ? links.path(picturePath) : picturePath,
    summary: captionSummary(work.caption),
  };
}

/** An artwork's entry; its picture is the first page's medium size (540 px). */
export const artworkEntry = (artwork: Artwork, links: PageLinks): FeedEntry =>
  entryOf(artwork, "illust", artwork.images[0]?.m ?? "", links);

/** A novel's entry; its picture is the cover's medium size. */
export const novelEntry = (novel: Novel, links: PageLinks): FeedEntry =>
  entryOf(novel, "novel", novel.images[0].m, links);
