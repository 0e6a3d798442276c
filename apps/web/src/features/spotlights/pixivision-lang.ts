// The pixivision language for the app's language: pixivision has ja, en, zh, zh-tw and ko; others read English.
import type { PixivisionLang } from "@pxv/pixiv";

export function pixivisionLang(language: string): PixivisionLang {
  if (language === "zh-TW") return "zh-tw";
  if (language.startsWith("zh")) return "zh";
  if (language === "ja" || language === "ko") return language;
  return "en";
}
