/**
 * The start-up checks of PRODUCT.md §4, as pure functions main.tsx applies before mounting:
 *   - embedded in-app browsers (and a few listed browsers) are refused: alert, then stop
 *   - Chrome below 106 gets a toast suggesting an up-to-date browser
 *   - the NSFW flag: set to 1 when R-18 or R-18G is on and the flag is unset; when it is on and
 *     the interface language is zh-CN, start-up stops with a notice
 */
import { CHROME_MIN_VERSION } from "@pxv/pixiv";
import type { ContentSettings } from "../settings/settings-schema";

/** User-agent markers of in-app browsers whose web views break pxv (and of the listed browsers). */
const BLOCKED_BROWSERS: readonly { readonly name: string; readonly pattern: RegExp }[] = [
  { name: "WeChat", pattern: /MicroMessenger/i },
  { name: "QQ", pattern: /\bQQ\//i },
  { name: "Weibo", pattern: /Weibo/i },
  { name: "DingTalk", pattern: /DingTalk/i },
  { name: "Alipay", pattern: /AlipayClient/i },
  { name: "Douyin", pattern: /aweme|BytedanceWebview/i },
  { name: "Baidu", pattern: /baiduboxapp/i },
  { name: "UC Browser", pattern: /UCBrowser/i },
  { name: "Quark", pattern: /Quark\//i },
  { name: "2345 Explorer", pattern: /2345Explorer/i },
  { name: "Sogou", pattern: /SogouMobileBrowser|SE \d+\.X MetaSr/i },
];

/** The name of the blocked browser this user agent belongs to, or null. */
export function blockedBrowser(userAgent: string): string | null {
  return BLOCKED_BROWSERS.find((entry) => entry.pattern.test(userAgent))?.name ?? null;
}

/** Chrome's major version (Chromium-based Edge, Opera etc. included), or null for other browsers. */
export function chromeMajorVersion(userAgent: string): number | null {
  const match = /\b(?:Chrome|CriOS)\/(\d+)/.exec(userAgent);
  return match?.[1] === undefined ? null : Number(match[1]);
}

export function isOutdatedChrome(userAgent: string): boolean {
  const version = chromeMajorVersion(userAgent);
  return version !== null && version < CHROME_MIN_VERSION;
}

export type NsfwDecision =
  { readonly action: "continue"; readonly flag: 0 | 1 | null } | { readonly action: "stop" };

export function nsfwDecision(content: ContentSettings, flag: 0 | 1 | null, language: string): NsfwDecision {
  const next = flag === null && (content.r18 || content.r18g) ? 1 : flag;
  if (next === 1 && language === "zh-CN") return { action: "stop" };
  return { action: "continue", flag: next };
}
