/**
 * The sandbox's works whose pages carry real Japanese text, for picture translation: speech bubbles
 * (white ellipses with outlines) with vertical text, captions and free text with horizontal and
 * vertical lines. This module is the layout as data (where each region sits, its lines, its font
 * size) and the translations the sandbox's chat-completions host gives each region's text; the
 * pages are drawn by images/text-page-renderer.ts, which also measures each region's true box.
 */
import { NATURE_TAGS, type TagWord } from "./vocabulary.js";
import type { PageSize } from "./works.js";

/** How a region is framed on the page. */
export type TextRegionFrame = "bubble" | "caption" | "free";

export interface TextRegionSpec {
  /** Horizontal: lines top to bottom. Vertical: columns right to left. */
  readonly lines: readonly string[];
  readonly vertical: boolean;
  readonly frame: TextRegionFrame;
  /** The centre of the text, in page pixels. */
  readonly x: number;
  readonly y: number;
  /** Font size in pixels. */
  readonly size: number;
}

/** What a page shows besides its text: panels (rectangles with a fill) and a few strokes. */
export interface TextPageSpec {
  readonly size: PageSize;
  /** SVG drawn under the text and its frames (panels, scenery), in page pixels. */
  readonly scenery: string;
  readonly regions: readonly TextRegionSpec[];
}

export interface TextPageWork {
  readonly id: number;
  readonly type: "illust" | "manga";
  readonly title: string;
  readonly caption: string;
  readonly tags: readonly TagWord[];
  readonly pages: readonly TextPageSpec[];
}

/** The tag only the text-page works carry; a search for it finds them (search.ts). */
export const SPEECH_BUBBLE_TAG: TagWord = { name: "吹き出し", translated: "speech bubbles" };

const MANGA_PAGE: PageSize = { width: 850, height: 1200 };
const ILLUST_PAGE: PageSize = { width: 900, height: 1200 };

const panel = (x: number, y: number, width: number, height: number, fill: string): string =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${fill}" stroke="#000" stroke-width="6"/>`;

const bubble = (lines: string[], x: number, y: number, size = 34): TextRegionSpec => ({
  lines,
  vertical: true,
  frame: "bubble",
  x,
  y,
  size,
});

/** A two-page manga and a one-page illustration; ids below the generated catalogue's. */
export const TEXT_PAGE_MANGA_ID = 9_500_301;
export const TEXT_PAGE_ILLUST_ID = 9_500_302;

export const TEXT_PAGE_WORKS: readonly TextPageWork[] = [
  {
    id: TEXT_PAGE_MANGA_ID,
    type: "manga",
    title: "晴れた日の散歩",
    caption: "A two-page manga with Japanese text in speech bubbles, captions and free text.",
    tags: [NATURE_TAGS.original, NATURE_TAGS.manga, SPEECH_BUBBLE_TAG],
    pages: [
      {
        size: MANGA_PAGE,
        scenery: [
          panel(20, 20, 810, 560, "#dfe6ee"),
          panel(20, 600, 810, 580, "#efe4d6"),
          `<path d="M90 520 Q 200 330 340 470 T 480 540" stroke="#567" stroke-width="14" fill="none"/>`,
          `<circle cx="420" cy="900" r="120" fill="#c9b79c" stroke="#333" stroke-width="5"/>`,
        ].join(""),
        regions: [
          { lines: ["ある晴れた日の午後"], vertical: false, frame: "caption", x: 230, y: 70, size: 30 },
          bubble(["今日は本当に", "いい天気だね"], 650, 260),
          bubble(["そうだね", "散歩しよう"], 250, 300),
          { lines: ["駅前の公園"], vertical: true, frame: "free", x: 770, y: 850, size: 32 },
          bubble(["どこへ", "行くの"], 560, 960),
          bubble(["森の方へ"], 150, 880),
        ],
      },
      {
        size: MANGA_PAGE,
        scenery: [
          panel(20, 20, 400, 700, "#e8eee2"),
          panel(440, 20, 390, 700, "#f1e6ea"),
          panel(20, 740, 810, 440, "#e4e4ec"),
          `<path d="M60 1100 L 300 980 L 520 1090 L 790 960" stroke="#445" stroke-width="10" fill="none"/>`,
        ].join(""),
        regions: [
          bubble(["川の近くに", "新しい店が", "できたんだ"], 220, 300),
          bubble(["楽しみだな"], 640, 260),
          { lines: ["本当に", "ありがとう"], vertical: false, frame: "bubble", x: 330, y: 880, size: 32 },
          { lines: ["次回に続く"], vertical: false, frame: "free", x: 650, y: 1130, size: 30 },
        ],
      },
    ],
  },
  {
    id: TEXT_PAGE_ILLUST_ID,
    type: "illust",
    title: "夏の思い出",
    caption: "An illustration with a title, a speech bubble and a caption in Japanese.",
    tags: [NATURE_TAGS.original, SPEECH_BUBBLE_TAG],
    pages: [
      {
        size: ILLUST_PAGE,
        scenery: [
          `<rect width="900" height="760" fill="#bfe0f4"/>`,
          `<rect y="760" width="900" height="440" fill="#5d8fb8"/>`,
          `<circle cx="150" cy="180" r="70" fill="#fbe7a1"/>`,
          `<path d="M0 780 Q 225 740 450 780 T 900 780" stroke="#e8f4fb" stroke-width="8" fill="none"/>`,
        ].join(""),
        regions: [
          { lines: ["夏の思い出"], vertical: false, frame: "free", x: 520, y: 110, size: 60 },
          bubble(["海が", "きれい"], 660, 450, 40),
          { lines: ["みんなで海へ行きました"], vertical: false, frame: "caption", x: 450, y: 1080, size: 34 },
        ],
      },
    ],
  },
];

/** The text-page work with this id, or undefined. */
export const textPageWork = (workId: number): TextPageWork | undefined =>
  TEXT_PAGE_WORKS.find((work) => work.id === workId);

/** The layout of a text page, or undefined when the work has no such page. */
export const textPageSpec = (workId: number, page: number): TextPageSpec | undefined =>
  textPageWork(workId)?.pages[page];

/** A region's text as a reader reads it: its lines (or columns) one after another. */
export const regionText = (region: TextRegionSpec): string => region.lines.join("");

/**
 * The translation of each region's text, per target language, that the sandbox's chat-completions
 * host answers (translation/region-translate.ts). English and Chinese (simplified and traditional)
 * are written out; other languages fall back to the English text marked with the language's code.
 */
export const REGION_TRANSLATIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ある晴れた日の午後: { en: "One sunny afternoon", "zh-CN": "一个晴朗的午后", "zh-TW": "一個晴朗的午後" },
  今日は本当にいい天気だね: {
    en: "The weather is really nice today",
    "zh-CN": "今天天气真好啊",
    "zh-TW": "今天天氣真好啊",
  },
  そうだね散歩しよう: {
    en: "It is. Let's go for a walk",
    "zh-CN": "是啊，去散步吧",
    "zh-TW": "是啊，去散步吧",
  },
  駅前の公園: { en: "The park by the station", "zh-CN": "车站前的公园", "zh-TW": "車站前的公園" },
  どこへ行くの: { en: "Where are we going?", "zh-CN": "去哪里呢？", "zh-TW": "去哪裡呢？" },
  森の方へ: { en: "Towards the forest", "zh-CN": "往森林那边", "zh-TW": "往森林那邊" },
  川の近くに新しい店ができたんだ: {
    en: "A new shop opened near the river",
    "zh-CN": "河边开了一家新店",
    "zh-TW": "河邊開了一家新店",
  },
  楽しみだな: { en: "I can't wait", "zh-CN": "好期待啊", "zh-TW": "好期待啊" },
  本当にありがとう: { en: "Thank you so much", "zh-CN": "真的谢谢你", "zh-TW": "真的謝謝你" },
  次回に続く: { en: "To be continued", "zh-CN": "下回待续", "zh-TW": "下回待續" },
  夏の思い出: { en: "Summer memories", "zh-CN": "夏天的回忆", "zh-TW": "夏天的回憶" },
  海がきれい: { en: "The sea is beautiful", "zh-CN": "大海真美", "zh-TW": "大海真美" },
  みんなで海へ行きました: {
    en: "We all went to the sea",
    "zh-CN": "大家一起去了海边",
    "zh-TW": "大家一起去了海邊",
  },
};
