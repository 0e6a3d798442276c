/**
 * Tag translations by language, as pixiv fills `tags[].translated_name` from `Accept-Language`
 * (app API) or `lang=` (web): English, Simplified and Traditional Chinese, Korean; Japanese readers
 * get null (the tags are already Japanese). Tags the table does not cover fall back to English, as
 * pixiv does for tags only translated into English; tags with no translation at all stay null.
 */
import type { TagWord } from "./vocabulary.js";

export type TagLanguage = "ja" | "en" | "zh" | "zh_tw" | "ko";

/** English → [Simplified Chinese, Traditional Chinese, Korean]. */
const TRANSLATIONS: Readonly<Record<string, readonly [string, string, string]>> = {
  original: ["原创", "原創", "오리지널"],
  manga: ["漫画", "漫畫", "만화"],
  ugoira: ["动图", "動圖", "움직이는 일러스트"],
  "AI illustration": ["AI插画", "AI插畫", "AI 일러스트"],
  girl: ["女孩子", "女孩子", "여자아이"],
  boy: ["男孩子", "男孩子", "남자아이"],
  scenery: ["风景", "風景", "풍경"],
  cat: ["猫", "貓", "고양이"],
  dog: ["狗", "狗", "개"],
  summer: ["夏天", "夏天", "여름"],
  winter: ["冬天", "冬天", "겨울"],
  "cherry blossoms": ["樱花", "櫻花", "벚꽃"],
  "night view": ["夜景", "夜景", "야경"],
  "starry sky": ["星空", "星空", "별하늘"],
  sea: ["海", "海", "바다"],
  rain: ["雨", "雨", "비"],
  fantasy: ["奇幻", "奇幻", "판타지"],
  "sci-fi": ["科幻", "科幻", "SF"],
  robot: ["机器人", "機器人", "로봇"],
  mecha: ["机甲", "機甲", "메카"],
  uniform: ["制服", "制服", "교복"],
  kimono: ["和服", "和服", "기모노"],
  "Japanese style": ["和风", "和風", "일본풍"],
  dragon: ["龙", "龍", "드래곤"],
  "magical girl": ["魔法少女", "魔法少女", "마법소녀"],
  "original work": ["创作", "創作", "창작"],
  doodle: ["涂鸦", "塗鴉", "낙서"],
  impasto: ["厚涂", "厚塗", "두껍게 칠하기"],
  watercolor: ["水彩", "水彩", "수채화"],
  "pixel art": ["像素画", "像素畫", "도트 그림"],
  background: ["背景", "背景", "배경"],
  ruins: ["废墟", "廢墟", "폐허"],
  café: ["咖啡店", "咖啡廳", "카페"],
  library: ["图书馆", "圖書館", "도서관"],
  flower: ["花", "花", "꽃"],
  rabbit: ["兔子", "兔子", "토끼"],
  glasses: ["眼镜", "眼鏡", "안경"],
  ponytail: ["马尾", "馬尾", "포니테일"],
  "silver hair": ["银发", "銀髮", "은발"],
  "after school": ["放学后", "放學後", "방과 후"],
  "blue sky": ["蓝天", "藍天", "푸른 하늘"],
  moon: ["月亮", "月亮", "달"],
  cyberpunk: ["赛博朋克", "賽博龐克", "사이버펑크"],
  retro: ["复古", "復古", "레트로"],
  personification: ["拟人化", "擬人化", "의인화"],
  kemonomimi: ["兽耳", "獸耳", "동물귀"],
  "4-koma": ["四格漫画", "四格漫畫", "4컷 만화"],
  "daily life": ["日常", "日常", "일상"],
  heartwarming: ["温馨", "溫馨", "훈훈함"],
  horror: ["恐怖", "恐怖", "호러"],
  illustration: ["插画", "插畫", "일러스트"],
  landscape: ["风景", "風景", "풍경"],
};

const COLUMN: Readonly<Record<Exclude<TagLanguage, "ja" | "en">, 0 | 1 | 2>> = { zh: 0, zh_tw: 1, ko: 2 };

/** A tag's `translated_name` for a reader of `language`. */
export function translateTag(tag: TagWord, language: TagLanguage): string | null {
  if (language === "ja" || tag.translated === null) return null;
  if (language === "en") return tag.translated;
  return TRANSLATIONS[tag.translated]?.[COLUMN[language]] ?? tag.translated;
}

/**
 * The tag language of an `Accept-Language` header or `lang=` value: its first language. `zh-TW`,
 * `zh-HK` and `zh-Hant` read Traditional Chinese; other `zh` Simplified. Absent or unknown: English.
 */
export function tagLanguageOf(value: string | undefined): TagLanguage {
  const first = (value ?? "").split(",")[0]?.split(";")[0]?.trim().toLowerCase().replace("_", "-") ?? "";
  if (first.startsWith("ja")) return "ja";
  if (first.startsWith("ko")) return "ko";
  if (/^zh-(tw|hk|mo|hant)/.test(first)) return "zh_tw";
  if (first.startsWith("zh")) return "zh";
  return "en";
}
