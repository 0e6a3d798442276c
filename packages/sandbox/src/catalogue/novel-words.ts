/**
 * Word pools for novels: sentences in several languages (all invented for the sandbox), chapter
 * titles, ruby pairs and novel tags. A novel is written in one language throughout.
 */
import type { TagWord } from "./vocabulary.js";

export type NovelLanguage = "ja" | "en" | "zh" | "ko" | "fr" | "ru" | "el";

export const NOVEL_SENTENCES: Readonly<Record<NovelLanguage, readonly string[]>> = {
  ja: [
    "その朝、灯台の窓はいつもより少しだけ明るかった。",
    "彼女は古い地図を広げて、知らない港の名前を指でなぞった。",
    "「行ってきます」と言ったきり、返事はなかった。",
    "雨の匂いが坂道を上ってくる。",
    "時計塔の針は、三時を指したまま止まっている。",
    "誰もいない図書室で、ページをめくる音だけが響いていた。",
    "遠くで汽笛が二度鳴った。",
    "猫は窓辺で丸くなり、こちらを一度だけ見た。",
    "約束の場所には、紙飛行機がひとつ落ちていた。",
    "夕焼けが商店街の看板を順番に染めていく。",
  ],
  en: [
    "The lighthouse keeper had not spoken to anyone in three weeks.",
    "Rain tapped on the window like someone asking to come in.",
    "She folded the letter twice and put it back in the drawer.",
    "Nobody in the village remembered when the clock had stopped.",
    "The train was late, as it always was on Thursdays.",
    "He counted the stars until he lost track somewhere past two hundred.",
    "There was a map on the table, and half of it was blank.",
    "The cat watched them with the patience of a small, furry judge.",
  ],
  zh: [
    "那天早上，灯塔的窗户比平时更亮一些。",
    "她把旧地图摊开，用手指描着陌生港口的名字。",
    "雨的气味顺着坡道爬了上来。",
    "钟楼的指针停在了三点。",
    "空无一人的图书馆里，只有翻书的声音。",
    "远处的汽笛响了两声。",
  ],
  ko: [
    "그날 아침, 등대의 창문은 평소보다 조금 더 밝았다.",
    "그녀는 낡은 지도를 펼치고 낯선 항구의 이름을 손가락으로 따라갔다.",
    "비 냄새가 언덕길을 타고 올라왔다.",
    "시계탑의 바늘은 세 시에 멈춰 있었다.",
    "아무도 없는 도서관에서 책장 넘기는 소리만 들렸다.",
  ],
  fr: [
    "Ce matin-là, la fenêtre du phare était un peu plus claire que d'habitude.",
    "Elle déplia la vieille carte et suivit du doigt le nom d'un port inconnu.",
    "L'odeur de la pluie montait par la ruelle.",
    "Personne au village ne se souvenait du jour où l'horloge s'était arrêtée.",
  ],
  ru: [
    "В то утро окно маяка было чуть светлее, чем обычно.",
    "Она развернула старую карту и провела пальцем по названию незнакомого порта.",
    "Запах дождя поднимался по крутой улице.",
    "Стрелки часовой башни остановились на трёх часах.",
    "В пустой библиотеке был слышен только шелест страниц.",
    "Где-то вдалеке дважды прогудел пароход.",
  ],
  el: [
    "Εκείνο το πρωί, το παράθυρο του φάρου ήταν λίγο πιο φωτεινό από ό,τι συνήθως.",
    "Άνοιξε τον παλιό χάρτη και ακολούθησε με το δάχτυλο το όνομα ενός άγνωστου λιμανιού.",
    "Η μυρωδιά της βροχής ανέβαινε από τον ανηφορικό δρόμο.",
    "Οι δείκτες του ρολογιού είχαν σταματήσει στις τρεις.",
  ],
};

export const CHAPTER_TITLES: Readonly<Record<NovelLanguage, readonly string[]>> = {
  ja: ["はじまり", "雨の日", "灯台へ", "約束", "帰り道", "エピローグ"],
  en: ["Beginnings", "The Rainy Day", "To the Lighthouse", "A Promise", "The Way Home", "Epilogue"],
  zh: ["开端", "雨天", "前往灯塔", "约定", "归途"],
  ko: ["시작", "비 오는 날", "등대로", "약속", "돌아가는 길"],
  fr: ["Le commencement", "Un jour de pluie", "Vers le phare", "La promesse"],
  ru: ["Начало", "Дождливый день", "К маяку", "Обещание", "Дорога домой"],
  el: ["Η αρχή", "Μια βροχερή μέρα", "Προς τον φάρο", "Η υπόσχεση"],
};

/** `[[rb:base > ruby]]` pairs for Japanese text. */
export const RUBY_PAIRS: readonly (readonly [string, string])[] = [
  ["灯台", "とうだい"],
  ["黄昏", "たそがれ"],
  ["硝子", "ガラス"],
  ["約束", "やくそく"],
  ["魔法使い", "まほうつかい"],
];

export const NOVEL_TITLES: Readonly<Record<NovelLanguage, readonly string[]>> = {
  ja: ["灯台守の朝", "雨宿り", "三時の時計塔", "紙飛行機の行方", "放課後の図書室", "夜行列車"],
  en: ["The Lighthouse Keeper", "Thursday Trains", "Half a Map", "Counting Stars", "Letters in a Drawer"],
  zh: ["灯塔之晨", "雨中的约定", "停下的钟楼", "远方的汽笛"],
  ko: ["등대의 아침", "비 오는 날의 약속", "멈춘 시계탑"],
  fr: ["Le Gardien du phare", "La Carte à moitié blanche", "Les Trains du jeudi"],
  ru: ["Утро смотрителя маяка", "Остановившиеся часы", "Далёкий гудок"],
  el: ["Το πρωινό του φαροφύλακα", "Το ρολόι που σταμάτησε"],
};

export const NOVEL_TOPIC_TAGS: readonly TagWord[] = [
  { name: "オリジナル", translated: "original" },
  { name: "ファンタジー", translated: "fantasy" },
  { name: "日常", translated: "daily life" },
  { name: "恋愛", translated: "romance" },
  { name: "ミステリー", translated: "mystery" },
  { name: "SF", translated: "sci-fi" },
  { name: "ほのぼの", translated: "heartwarming" },
  { name: "シリアス", translated: "serious" },
  { name: "短編", translated: "short story" },
  { name: "創作", translated: "original work" },
  { name: "小説", translated: "novel" },
  { name: "奇幻", translated: "fantasy" },
  { name: "단편", translated: "short story" },
];
