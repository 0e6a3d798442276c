/**
 * An emulated booru (Danbooru, Gelbooru or Yande.re) as a Fastify instance: its post search, as
 * pid-recover calls it, and the pictures its posts point at (no Referer needed, unlike pixiv).
 *
 *   Danbooru  GET /posts.json?tags=pixiv:<id>                          → [post…]
 *   Gelbooru  GET /index.php?page=dapi&s=post&q=index&json=1&tags=…    → {"@attributes", post?: [post…]}
 *   Yande.re  GET /post.json?tags=pixiv:<id>                           → [post…]
 *   all       GET /data/{original,sample,preview}/<md5>.<ext>          → the picture
 *
 * Queries other than a pixiv id (`pixiv:`, `pixiv_id:`, `source:`) find nothing. URLs in the posts are
 * absolute on the Host the request named, so they work through any loopback address.
 */
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import type { Catalogue } from "../catalogue/catalogue.js";
import { combine } from "../catalogue/random.js";
import { sendPicture, type PictureCache } from "../images/image-host.js";
import type { PictureOrder } from "../images/picture-orders.js";
import {
  booruPicturePath,
  booruPost,
  pixivIdOfBooruQuery,
  pixivIdOfMd5,
  type Booru,
  type BooruPictureKind,
  type BooruPost,
} from "./booru-posts.js";

export interface BooruHostOptions {
  readonly booru: Booru;
  readonly catalogue: Catalogue;
  readonly now: () => Date;
  readonly cache: PictureCache;
  readonly logger: boolean;
}

const SEARCH_PATHS: Readonly<Record<Booru, string>> = {
  danbooru: "/posts.json",
  gelbooru: "/index.php",
  yandere: "/post.json",
};
const GELBOORU_RATINGS = { g: "general", s: "sensitive", q: "questionable", e: "explicit" } as const;
/** Danbooru's servers answer in US Eastern time; Gelbooru's in US Central. */
const DANBOORU_OFFSET_HOURS = -5;
const GELBOORU_OFFSET_HOURS = -6;
const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const pad = (value: number): string => String(value).padStart(2, "0");
const offsetLabel = (hours: number, colon: boolean): string =>
  `${hours < 0 ? "-" : "+"}${pad(Math.abs(hours))}${colon ? ":" : ""}00`;

/** `2024-03-05T10:00:00.000-05:00` */
function danbooruDate(seconds: number): string {
  const shifted = new Date((seconds + DANBOORU_OFFSET_HOURS * 3600) * 1000);
  return shifted.toISOString().replace("Z", offsetLabel(DANBOORU_OFFSET_HOURS, true));
}

/** `Tue Mar 05 10:00:00 -0600 2024` */
function gelbooruDate(seconds: number): string {
  const d = new Date((seconds + GELBOORU_OFFSET_HOURS * 3600) * 1000);
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  return `${DAYS[d.getUTCDay()]} ${MONTHS[d.getUTCMonth()]} ${pad(d.getUTCDate())} ${time} ${offsetLabel(GELBOORU_OFFSET_HOURS, false)} ${d.getUTCFullYear()}`;
}

function danbooruJson(post: BooruPost, base: string): Record<string, unknown> {
  const score = combine(post.postId) % 60;
  return {
    id: post.postId,
    created_at: danbooruDate(post.createdAt),
    updated_at: danbooruDate(post.createdAt + 86_400),
    uploader_id: 1000 + (post.postId % 500_000),
    approver_id: null,
    score,
    up_score: score,
    down_score: 0,
    fav_count: score * 2,
    source: post.source,
    md5: post.md5,
    rating: post.rating,
    image_width: post.size.width,
    image_height: post.size.height,
    tag_string: post.tags.join(" "),
    tag_string_general: post.tags.join(" "),
    tag_string_character: "",
    tag_string_copyright: "original",
    tag_string_artist: "",
    tag_string_meta: "",
    tag_count: post.tags.length,
    tag_count_general: post.tags.length,
    file_ext: post.extension,
    parent_id: null,
    has_children: false,
    has_large: post.sampleSize.width < post.size.width,
    is_pending: false,
    is_flagged: false,
    is_deleted: false,
    is_banned: false,
    pixiv_id: post.pixivId,
    file_url: base + booruPicturePath(post, "original"),
    large_file_url: base + booruPicturePath(post, "sample"),
    preview_file_url: base + booruPicturePath(post, "preview"),
  };
}

function gelbooruJson(post: BooruPost, base: string): Record<string, unknown> {
  const sampled = post.sampleSize.width < post.size.width;
  return {
    id: post.postId,
    created_at: gelbooruDate(post.createdAt),
    score: combine(post.postId) % 40,
    width: post.size.width,
    height: post.size.height,
    md5: post.md5,
    directory: `${post.md5.slice(0, 2)}/${post.md5.slice(2, 4)}`,
    image: `${post.md5}.${post.extension}`,
    rating: GELBOORU_RATINGS[post.rating],
    source: post.source,
    change: post.createdAt,
    owner: "danbooru",
    creator_id: 6498,
    parent_id: 0,
    sample: sampled ? 1 : 0,
    preview_width: post.previewSize.width,
    preview_height: post.previewSize.height,
    tags: post.tags.join(" "),
    title: "",
    has_notes: "false",
    has_comments: "false",
    file_url: base + booruPicturePath(post, "original"),
    preview_url: base + booruPicturePath(post, "preview"),
    // Gelbooru leaves sample_url empty when the original is small enough.
    sample_url: sampled ? base + booruPicturePath(post, "sample") : "",
    sample_width: sampled ? post.sampleSize.width : 0,
    sample_height: sampled ? post.sampleSize.height : 0,
    status: "active",
    has_children: "false",
  };
}

function yandereJson(post: BooruPost, base: string): Record<string, unknown> {
  return {
    id: post.postId,
    tags: post.tags.join(" "),
    created_at: post.createdAt,
    updated_at: post.createdAt + 86_400,
    creator_id: 10_000 + (post.postId % 90_000),
    author: "sandbox_uploader",
    change: post.postId * 3,
    source: post.source,
    score: combine(post.postId) % 120,
    md5: post.md5,
    file_ext: post.extension,
    file_url: base + booruPicturePath(post, "original"),
    is_shown_in_index: true,
    preview_url: base + booruPicturePath(post, "preview"),
    preview_width: post.previewSize.width,
    preview_height: post.previewSize.height,
    actual_preview_width: post.previewSize.width * 2,
    actual_preview_height: post.previewSize.height * 2,
    sample_url: base + booruPicturePath(post, "sample"),
    sample_width: post.sampleSize.width,
    sample_height: post.sampleSize.height,
    jpeg_url: base + booruPicturePath(post, "original"),
    jpeg_width: post.size.width,
    jpeg_height: post.size.height,
    rating: post.rating === "g" ? "s" : post.rating,
    is_rating_locked: false,
    has_children: false,
    parent_id: null,
    status: "active",
    is_pending: false,
    width: post.size.width,
    height: post.size.height,
    is_held: false,
    frames_pending_string: "",
    frames_pending: [],
    frames_string: "",
    frames: [],
    is_note_locked: false,
    last_noted_at: 0,
    last_commented_at: 0,
  };
}

const POST_JSON: Readonly<Record<Booru, (post: BooruPost, base: string) => Record<string, unknown>>> = {
  danbooru: danbooruJson,
  gelbooru: gelbooruJson,
  yandere: yandereJson,
};

const baseOf = (request: FastifyRequest): string => `http://${request.headers.host ?? "127.0.0.1"}`;
const PICTURE_KINDS: readonly BooruPictureKind[] = ["original", "sample", "preview"];

export function createBooruHost(options: BooruHostOptions): FastifyInstance {
  const { booru, catalogue, now } = options;
  const app = Fastify({ logger: options.logger });

  /** The post of pixiv work `id` this booru has at this moment (both posts already made), or null. */
  const visiblePost = (id: number): BooruPost | null => {
    const post = booruPost(catalogue.seed, catalogue.seedHash, booru, id);
    return post !== null && post.createdAt * 1000 <= now().getTime() ? post : null;
  };

  app.get(SEARCH_PATHS[booru], async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    if (booru === "gelbooru" && (query.page !== "dapi" || query.s !== "post" || query.q !== "index")) {
      return reply.code(404).type("text/html").send("<html><body>404 Not Found</body></html>");
    }
    const id = pixivIdOfBooruQuery(query.tags ?? "");
    const post = id === null ? null : visiblePost(id);
    const posts = post === null ? [] : [POST_JSON[booru](post, baseOf(request))];
    if (booru !== "gelbooru") return reply.send(posts);
    if (query.json !== "1") {
      return reply.code(400).send({ success: false, message: "The sandbox answers json=1 only" });
    }
    const offset = Number(query.pid ?? 0) || 0;
    const attributes = { limit: Number(query.limit ?? 100) || 100, offset, count: posts.length };
    return reply.send(
      posts.length === 0 ? { "@attributes": attributes } : { "@attributes": attributes, post: posts },
    );
  });

  app.get("/data/:kind/:file", async (request, reply) => {
    const { kind, file } = request.params as { kind: string; file: string };
    const pictureKind = PICTURE_KINDS.find((candidate) => candidate === kind);
    const id = pixivIdOfMd5(file.replace(/\.[a-z]+$/, ""));
    const post = pictureKind === undefined || id === null ? null : visiblePost(id);
    if (
      post === null ||
      pictureKind === undefined ||
      booruPicturePath(post, pictureKind) !== `/data/${kind}/${file}`
    ) {
      return reply.code(404).type("text/html").send("<html><body>404 Not Found</body></html>");
    }
    const output =
      pictureKind === "original" ? post.size : pictureKind === "sample" ? post.sampleSize : post.previewSize;
    const order: PictureOrder = {
      spec: {
        page: post.size,
        frame: { region: { x: 0, y: 0, ...post.size }, output },
        // The colour of the pixiv page the post copies, so image search recognises it.
        colourKey: combine(catalogue.seedHash, post.pixivId, 0),
        lines: [booru, `#${post.pixivId}`, `${post.size.width}×${post.size.height}`],
        format: pictureKind === "original" && post.extension === "png" ? "png" : "jpeg",
      },
      lastModified: new Date(post.createdAt * 1000),
    };
    return sendPicture(
      request,
      reply,
      options.cache,
      `${booru}${booruPicturePath(post, pictureKind)}`,
      order,
    );
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).type("text/html").send("<html><body>404 Not Found</body></html>"),
  );
  return app;
}
