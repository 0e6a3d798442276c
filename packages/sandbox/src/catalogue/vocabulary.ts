/**
 * Word pools the catalogue composes names, titles, tags and captions from. All invented for the
 * sandbox (no real person's name or work title), mixing Japanese, English and a few other scripts
 * as pixiv does. Tags carry the translation pixiv would send (`null` when it has none).
 */

export interface TagWord {
  readonly name: string;
  readonly translated: string | null;
}

const tag = (name: string, translated: string | null = null): TagWord => ({ name, translated });

/** Tags pixiv adds or users add for a work's nature; chosen by the work's attributes. */
export const NATURE_TAGS = {
  r18: tag("R-18"),
  r18g: tag("R-18G"),
  original: tag("オリジナル", "original"),
  manga: tag("漫画", "manga"),
  ugoira: tag("うごイラ", "ugoira"),
  ai: tag("AIイラスト", "AI illustration"),
} as const;

/** Bookmark-milestone tags: `<tag><n>users入り` ("<tag> <n>+ bookmarks"). */
export const BOOKMARK_MILESTONES: readonly number[] = [100, 500, 1000, 5000, 10000];

export const TOPIC_TAGS: readonly TagWord[] = [
  tag("女の子", "girl"),
  tag("男の子", "boy"),
  tag("風景", "scenery"),
  tag("猫", "cat"),
  tag("犬", "dog"),
  tag("夏", "summer"),
  tag("冬", "winter"),
  tag("桜", "cherry blossoms"),
  tag("夜景", "night view"),
  tag("星空", "starry sky"),
  tag("海", "sea"),
  tag("雨", "rain"),
  tag("ファンタジー", "fantasy"),
  tag("SF", "sci-fi"),
  tag("ロボット", "robot"),
  tag("メカ", "mecha"),
  tag("制服", "uniform"),
  tag("着物", "kimono"),
  tag("和風", "Japanese style"),
  tag("ドラゴン", "dragon"),
  tag("魔法少女", "magical girl"),
  tag("創作", "original work"),
  tag("落書き", "doodle"),
  tag("厚塗り", "impasto"),
  tag("水彩", "watercolor"),
  tag("ドット絵", "pixel art"),
  tag("背景", "background"),
  tag("廃墟", "ruins"),
  tag("喫茶店", "café"),
  tag("図書館", "library"),
  tag("花", "flower"),
  tag("うさぎ", "rabbit"),
  tag("眼鏡", "glasses"),
  tag("ポニーテール", "ponytail"),
  tag("銀髪", "silver hair"),
  tag("和菓子", null),
  tag("朝焼け", null),
  tag("放課後", "after school"),
  tag("駄菓子屋", null),
  tag("空想都市", null),
  tag("青空", "blue sky"),
  tag("月", "moon"),
  tag("サイバーパンク", "cyberpunk"),
  tag("レトロ", "retro"),
  tag("擬人化", "personification"),
  tag("ケモミミ", "kemonomimi"),
  tag("四コマ", "4-koma"),
  tag("日常", "daily life"),
  tag("ほのぼの", "heartwarming"),
  tag("ホラー", "horror"),
  tag("illustration", null),
  tag("sketch", null),
  tag("landscape", null),
  tag("Lofi", null),
  tag("风景", "scenery"),
  tag("少女", "girl"),
  tag("일러스트", "illustration"),
  tag("소녀", "girl"),
  tag("Пейзаж", "landscape"),
  tag("fanart", null),
];

export const TOOLS: readonly string[] = [
  "SAI",
  "Photoshop",
  "CLIP STUDIO PAINT",
  "openCanvas",
  "Procreate",
  "Krita",
  "MediBang Paint",
  "ibisPaint",
  "FireAlpaca",
  "GIMP",
  "Illustrator",
  "Blender",
  "Aseprite",
  "Paint Tool SAI Ver.2",
];

/** Title building blocks; a title is one of the templates filled from these. */
export const TITLE_NOUNS_JA: readonly string[] = [
  "夏の終わり",
  "星屑ラジオ",
  "放課後の窓",
  "雨上がり",
  "午前二時の街",
  "青い鳥",
  "灯台",
  "ひだまり",
  "月影",
  "硝子の森",
  "紙飛行機",
  "薄明",
  "金魚",
  "遠雷",
  "秘密基地",
  "わたあめ",
  "片道切符",
  "鉄塔",
  "冬眠",
  "花曇り",
];

export const TITLE_WORDS_EN: readonly string[] = [
  "Afterglow",
  "Night Market",
  "Paper Moon",
  "Blue Hour",
  "Drift",
  "Lantern",
  "Static",
  "Tidal",
  "Somewhere Quiet",
  "Daybreak",
  "Orbit",
  "Petrichor",
  "Neon Rain",
  "Small Hours",
  "Wander",
];

export const TITLE_WORDS_OTHER: readonly string[] = [
  "夜航船",
  "새벽",
  "봄비",
  "Сумерки",
  "Étoile",
  "Lumière",
  "Sommerregen",
  "月下独酌",
  "Νύχτα",
];

export const TITLE_SUFFIXES: readonly string[] = [
  "",
  "",
  "",
  "②",
  " 2",
  "（再掲）",
  "…",
  "！",
  " #3",
  "らくがき",
];

/** User names are a stem plus a decoration; accounts are romanized handles or pixiv's `user_xxxx1234`. */
export const NAME_STEMS: readonly string[] = [
  "みずの",
  "灯里",
  "こはく",
  "Kaito",
  "ゆきみ",
  "Lumen",
  "星野ぽこ",
  "Nyx",
  "しろくま",
  "たぬき屋",
  "藍",
  "はるさめ",
  "Mori",
  "くろね",
  "Sable",
  "あめだま",
  "柚子胡椒",
  "Pico",
  "さかなや",
  "霧島",
  "Ren",
  "ねこぜ",
  "Ash",
  "みかん箱",
  "小鳥遊",
  "空色",
  "Vela",
  "もち",
  "화정",
  "林檎",
];

export const NAME_DECORATIONS: readonly string[] = [
  "",
  "",
  "",
  "",
  "@お仕事募集中",
  "＠低浮上",
  "🐈",
  "✿",
  "/skeb",
  " (commissions open)",
  "@ついった",
  "☆",
];

export const ACCOUNT_STEMS: readonly string[] = [
  "mizuno",
  "akari",
  "kohaku",
  "kaito",
  "yukimi",
  "lumen",
  "poko",
  "nyx",
  "shirokuma",
  "tanukiya",
  "ai",
  "harusame",
  "mori",
  "kurone",
  "sable",
  "amedama",
  "yuzu",
  "pico",
  "sakanaya",
  "kirishima",
];

export const SERIES_TITLES: readonly string[] = [
  "となりの魔女さん",
  "喫茶ふくろう日誌",
  "Orbit Diary",
  "猫と暮らす",
  "宇宙飛行士の休日",
  "放課後ロボット部",
  "ひとり旅ノート",
  "Little Lighthouse",
  "鬼の子育て",
  "雨の日の図書室",
];

export const CAPTION_LINES: readonly string[] = [
  "久しぶりに描きました。",
  "色塗り楽しかったです！",
  "Thanks for looking!",
  "背景がんばりました",
  "ラフから清書まで3日かかりました。",
  "新しいブラシを試しています。",
  "お題：夏",
  "感想いただけると嬉しいです。",
  "Commission for a friend.",
  "練習中です。",
  "第2話です。前回はこちら→",
  "落書き詰め合わせ。",
  "本文は全年齢です。",
  "作業BGMはずっと雨の音でした。",
];

export const NOVEL_SERIES_TITLES: readonly string[] = [
  "灯台守の手紙",
  "The Clockmaker's Apprentice",
  "月曜日の魔法使い",
  "星を拾う人",
  "雨宿りの喫茶店",
  "Letters from the Lighthouse",
  "夜行列車の記録",
  "바다의 편지",
  "风起之时",
  "放課後探偵団",
];

export const SERIES_CAPTIONS: readonly string[] = [
  "不定期更新のシリーズです。",
  "A weekly series. New chapters on Sundays.",
  "完結しました！ありがとうございました。",
  "ゆっくり続けていきます。",
  "连载中，欢迎收藏。",
];
