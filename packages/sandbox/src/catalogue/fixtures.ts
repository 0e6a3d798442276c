/**
 * Small users on documented ids (README "Small users"): a few hand-written users, each with a handful
 * of hand-written works, for tests that need every work of a user (batch downloads) or a work the
 * generator never makes (an ugoira of 120 frames). They sit outside the generated catalogue, so
 * every generated id stays as it was: user ids below the generated ones (like the demo accounts),
 * negative user indexes (-1 is the demo accounts'; nobody in the generated follow graph, no
 * generated bookmarks or series), and work ids below FIRST_WORK_ID, which the generator never uses.
 * The catalogue answers them like any other user and work, so every endpoint agrees on them.
 */
import { TEXT_PAGE_WORKS } from "./text-pages.js";
import type { CatalogueUser } from "./users.js";
import { NATURE_TAGS, TOPIC_TAGS, type TagWord } from "./vocabulary.js";
import type { CatalogueWork, PageSize, WorkType } from "./works.js";

interface FixtureWorkSpec {
  readonly id: number;
  readonly type: WorkType;
  readonly title: string;
  readonly caption: string;
  /** `YYYY-MM-DDTHH:mm:ss`, JST. */
  readonly posted: string;
  /** Every page's size: page 0 is the work's. */
  readonly pages: readonly PageSize[];
  readonly originalExtension: "jpg" | "png";
  readonly tags: readonly TagWord[];
  /** Ugoira only: every frame's delay in ms. */
  readonly ugoiraDelays?: readonly number[];
}

interface FixtureUserSpec {
  readonly index: number;
  readonly id: number;
  readonly name: string;
  readonly account: string;
  /** Newest first, as pixiv lists a user's works. */
  readonly works: readonly FixtureWorkSpec[];
}

const topic = (name: string): TagWord => {
  const found = TOPIC_TAGS.find((candidate) => candidate.name === name);
  if (found === undefined) throw new Error(`No topic tag ${name}`);
  return found;
};

/** The user whose whole works fit in a test: 3 illusts (one of 3 pages) and 1 manga of 2 pages. */
export const SMALL_USER_ID = 950_001;
/** The user of the 120-frame ugoira. */
export const UGOIRA_USER_ID = 950_002;
/** An ugoira of 120 frames (GIF exports keep every second frame from 100 frames on). */
export const MANY_FRAMES_UGOIRA_ID = 9_500_101;
export const MANY_FRAMES_UGOIRA_FRAME_COUNT = 120;

const SMALL_USER: FixtureUserSpec = {
  index: -2,
  id: SMALL_USER_ID,
  name: "pxv small",
  account: "pxv_small",
  works: [
    {
      id: 9_500_004,
      type: "manga",
      title: "Four panels",
      caption: "A short manga in two pages.",
      posted: "2024-07-01T12:00:00",
      pages: [
        { width: 600, height: 850 },
        { width: 600, height: 850 },
      ],
      originalExtension: "jpg",
      tags: [NATURE_TAGS.original, NATURE_TAGS.manga, topic("猫")],
    },
    {
      id: 9_500_003,
      type: "illust",
      title: "小さな猫",
      caption: "",
      posted: "2024-06-01T12:00:00",
      pages: [{ width: 700, height: 700 }],
      originalExtension: "jpg",
      tags: [NATURE_TAGS.original, topic("猫")],
    },
    {
      id: 9_500_002,
      type: "illust",
      title: "Night: sky/sea",
      caption: "Three pages; the last one is landscape.",
      posted: "2024-05-01T12:00:00",
      pages: [
        { width: 600, height: 800 },
        { width: 600, height: 800 },
        { width: 800, height: 600 },
      ],
      originalExtension: "jpg",
      tags: [topic("夜景"), topic("星空"), topic("海")],
    },
    {
      id: 9_500_001,
      type: "illust",
      title: "Small sky",
      caption: "",
      posted: "2024-04-01T12:00:00",
      pages: [{ width: 800, height: 600 }],
      originalExtension: "png",
      tags: [NATURE_TAGS.original, topic("風景")],
    },
  ],
};

/**
 * The user whose one work carries markup that breaks careless XML and HTML writers (the server's
 * feeds): a `<script>`, a CDATA end `]]>`, a bare `&` and control characters XML 1.0 forbids, in the
 * title, the caption and the user's name.
 */
export const MARKUP_USER_ID = 950_003;
export const MARKUP_WORK_ID = 9_500_201;
export const MARKUP_USER_NAME = "pxv <b>markup</b> & co";
export const MARKUP_WORK_TITLE = `<script>alert("pxv-feed")</script> ]]> & \u0007bell`;
export const MARKUP_WORK_CAPTION =
  "<strong>Bold</strong> &amp; ]]&gt; <script>alert('pxv-feed-caption')</script><br />second line \u0001end";

/** The small user's works, newest first: a manga (2 pages), then illusts of 1, 3 and 1 pages. */
export const SMALL_USER_WORK_IDS: readonly number[] = SMALL_USER.works.map((work) => work.id);

/** The user of the works whose pages carry Japanese text (text-pages.ts), for picture translation. */
export const TEXT_PAGE_USER_ID = 950_004;

const TEXT_PAGE_USER: FixtureUserSpec = {
  index: -5,
  id: TEXT_PAGE_USER_ID,
  name: "pxv 吹き出し",
  account: "pxv_bubbles",
  works: TEXT_PAGE_WORKS.map((work, index) => ({
    id: work.id,
    type: work.type,
    title: work.title,
    caption: work.caption,
    // Newest first: the manga, then the illustration a month older.
    posted: `2024-${String(10 - index).padStart(2, "0")}-15T12:00:00`,
    pages: work.pages.map((page) => page.size),
    originalExtension: "png",
    tags: work.tags,
  })),
};

const FIXTURE_USERS: readonly FixtureUserSpec[] = [
  TEXT_PAGE_USER,
  SMALL_USER,
  {
    index: -3,
    id: UGOIRA_USER_ID,
    name: "pxv frames",
    account: "pxv_frames",
    works: [
      {
        id: MANY_FRAMES_UGOIRA_ID,
        type: "ugoira",
        title: "120 frames",
        caption: "Frames of 40, 50 and 60 ms in turn: six seconds a loop.",
        posted: "2024-08-01T12:00:00",
        pages: [{ width: 320, height: 240 }],
        originalExtension: "jpg",
        tags: [NATURE_TAGS.original, NATURE_TAGS.ugoira],
        ugoiraDelays: Array.from(
          { length: MANY_FRAMES_UGOIRA_FRAME_COUNT },
          (_, index) => 40 + (index % 3) * 10,
        ),
      },
    ],
  },
  {
    index: -4,
    id: MARKUP_USER_ID,
    name: MARKUP_USER_NAME,
    account: "pxv_markup",
    works: [
      {
        id: MARKUP_WORK_ID,
        type: "illust",
        title: MARKUP_WORK_TITLE,
        caption: MARKUP_WORK_CAPTION,
        posted: "2024-09-01T12:00:00",
        pages: [{ width: 600, height: 600 }],
        originalExtension: "png",
        tags: [NATURE_TAGS.original, topic("猫")],
      },
    ],
  },
];

export interface Fixtures {
  readonly user: (id: number) => CatalogueUser | null;
  readonly userAtIndex: (index: number) => CatalogueUser | null;
  readonly work: (id: number) => CatalogueWork | null;
  /** A fixture user's work ids, newest first; null when the index is not a fixture user's. */
  readonly workIdsOf: (userIndex: number) => readonly number[] | null;
}

function fixtureWork(seedHash: number, user: FixtureUserSpec, spec: FixtureWorkSpec): CatalogueWork {
  const first = spec.pages[0] ?? { width: 1, height: 1 };
  const totalBookmarks = 10 + (spec.id % 90);
  return {
    id: spec.id,
    postedAt: Date.parse(`${spec.posted}+09:00`) / 1000,
    type: spec.type,
    xRestrict: 0,
    aiType: 1,
    isOriginal: spec.tags.includes(NATURE_TAGS.original),
    totalBookmarks,
    seriesMembership: null,
    title: spec.title,
    caption: spec.caption,
    posterIndex: user.index,
    tags: spec.tags,
    tools: ["CLIP STUDIO PAINT"],
    pageCount: spec.pages.length,
    width: first.width,
    height: first.height,
    sanityLevel: 2,
    restrictionAttributes: null,
    series: null,
    totalView: totalBookmarks * 9,
    totalComments: 0,
    bookStyle: 0,
    originalExtension: spec.originalExtension,
    seedHash,
    pageSizes: spec.pages,
    ...(spec.ugoiraDelays === undefined ? {} : { ugoiraDelays: spec.ugoiraDelays }),
  };
}

export function createFixtures(seedHash: number): Fixtures {
  const users = new Map<number, CatalogueUser>();
  const usersByIndex = new Map<number, CatalogueUser>();
  const works = new Map<number, CatalogueWork>();
  const workIds = new Map<number, readonly number[]>();
  for (const spec of FIXTURE_USERS) {
    const user: CatalogueUser = {
      index: spec.index,
      id: spec.id,
      name: spec.name,
      account: spec.account,
      avatar: null,
      isAcceptRequest: false,
    };
    users.set(user.id, user);
    usersByIndex.set(user.index, user);
    for (const work of spec.works) works.set(work.id, fixtureWork(seedHash, spec, work));
    workIds.set(
      spec.index,
      spec.works.map((work) => work.id),
    );
  }
  return {
    user: (id) => users.get(id) ?? null,
    userAtIndex: (index) => usersByIndex.get(index) ?? null,
    work: (id) => works.get(id) ?? null,
    workIdsOf: (userIndex) => workIds.get(userIndex) ?? null,
  };
}
