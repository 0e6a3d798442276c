/**
 * Hostile content on a documented set of ids (README "Hostile content"), so that pxv's sanitizing and
 * layout are tested against what real users post: script and event-handler payloads, markup that
 * breaks out of attributes, very long, right-to-left and zero-width text, and emoji. The works and
 * novels listed here always exist; their titles, captions (and novel text) are replaced, and their
 * comments carry payloads too. Everything else about them is generated as usual.
 */

/** Payloads, each a string a careless renderer would execute or mangle. */
export const HOSTILE_PAYLOADS = {
  script: `<script>alert("pxv-xss-title")</script>`,
  imgOnError: `<img src=x onerror="alert('pxv-xss-caption')">`,
  svgOnLoad: `<svg onload="alert('pxv-xss-svg')"></svg>`,
  javascriptLink: `<a href="javascript:alert('pxv-xss-link')">click</a>`,
  attributeBreak: `"><script>alert('pxv-xss-attribute')</script>`,
  styleTag: `<style>body{display:none}</style>`,
  iframe: `<iframe src="https://example.com/pxv-xss-frame"></iframe>`,
  longText: "長".repeat(2_000) + "x".repeat(3_000),
  longWord: "a".repeat(400),
  rightToLeft: "\u202Eأهلاً بالعالم \u05E9\u05DC\u05D5\u05DD עולם\u202C",
  zeroWidth: "ze\u200Bro\u200Cwi\u200Ddth\uFEFF",
  emoji: "🎨👩‍👩‍👧‍👦🏳️‍🌈✨🐈‍⬛ (heart)(love)",
} as const;

export interface HostileOverride {
  readonly title: string;
  readonly caption: string;
}

const P = HOSTILE_PAYLOADS;

/** Works (illust ids) with hostile titles and captions, all posted in 2024. */
export const HOSTILE_WORKS: Readonly<Record<number, HostileOverride>> = {
  118_000_001: { title: P.script, caption: `${P.imgOnError}<br />${P.javascriptLink}` },
  118_000_002: { title: P.attributeBreak, caption: `${P.svgOnLoad}${P.styleTag}${P.iframe}` },
  118_000_003: { title: P.longText, caption: P.longText },
  118_000_004: { title: P.rightToLeft, caption: `${P.rightToLeft}<br />${P.rightToLeft}` },
  118_000_005: { title: P.zeroWidth, caption: `${P.zeroWidth}<br />${P.longWord}` },
  118_000_006: { title: P.emoji, caption: P.emoji },
};

/** Novels with hostile titles, captions and text. */
export const HOSTILE_NOVELS: Readonly<Record<number, HostileOverride & { readonly text: string }>> = {
  22_000_001: {
    title: P.script,
    caption: P.imgOnError,
    text: `${P.script}\n\n${P.imgOnError}\n[newpage]\n[chapter:${P.attributeBreak}]\n${P.javascriptLink}\n\n[[jumpuri:${P.script} > javascript:alert('pxv-xss-jumpuri')]]\n\n[[rb:${P.svgOnLoad} > ${P.imgOnError}]]`,
  },
  22_000_002: {
    title: P.rightToLeft,
    caption: P.zeroWidth,
    text: `${P.longText}\n[newpage]\n${P.rightToLeft}\n\n${P.zeroWidth}\n\n${P.emoji}\n\n${P.longWord}`,
  },
};

/** Comment bodies the comments of hostile works and novels cycle through. */
export const HOSTILE_COMMENTS: readonly string[] = [
  P.script,
  P.imgOnError,
  P.javascriptLink,
  P.rightToLeft,
  P.zeroWidth,
  P.emoji,
  P.longWord,
];

export const isHostileWork = (id: number): boolean => Object.hasOwn(HOSTILE_WORKS, id);
export const isHostileNovel = (id: number): boolean => Object.hasOwn(HOSTILE_NOVELS, id);
