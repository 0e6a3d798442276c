/**
 * The words pixivision's generated articles are made of, in the site's five languages: category
 * names and blurbs, themes (which double as the articles' tags), title patterns and paragraph
 * lines. All invented for the sandbox. `{t}` in a pattern is replaced by the theme's name.
 */

export const PIXIVISION_LANGUAGES = ["ja", "en", "zh", "zh-tw", "ko"] as const;
export type PixivisionLanguage = (typeof PIXIVISION_LANGUAGES)[number];

/** The categories pxv's Spotlights screen has tabs for, with their share of articles. */
export const PIXIVISION_CATEGORIES = [
  "illustration",
  "manga",
  "column",
  "interview",
  "novels",
  "news",
  "recommend",
] as const;
export type PixivisionCategory = (typeof PIXIVISION_CATEGORIES)[number];

export const CATEGORY_SHARES: Readonly<Record<PixivisionCategory, number>> = {
  illustration: 0.45,
  manga: 0.13,
  column: 0.1,
  interview: 0.08,
  novels: 0.08,
  news: 0.08,
  recommend: 0.08,
};

type Words = Readonly<Record<PixivisionLanguage, string>>;

export const CATEGORY_LABELS: Readonly<Record<PixivisionCategory, Words>> = {
  illustration: { ja: "イラスト", en: "Illustration", zh: "插画", "zh-tw": "插畫", ko: "일러스트" },
  manga: { ja: "マンガ", en: "Manga", zh: "漫画", "zh-tw": "漫畫", ko: "만화" },
  column: { ja: "コラム", en: "Column", zh: "专栏", "zh-tw": "專欄", ko: "칼럼" },
  interview: { ja: "インタビュー", en: "Interview", zh: "访谈", "zh-tw": "訪談", ko: "인터뷰" },
  novels: { ja: "ノベル", en: "Novels", zh: "小说", "zh-tw": "小說", ko: "소설" },
  news: { ja: "ニュース", en: "News", zh: "新闻", "zh-tw": "新聞", ko: "뉴스" },
  recommend: { ja: "おすすめ", en: "Recommended", zh: "推荐", "zh-tw": "推薦", ko: "추천" },
};

export const CATEGORY_BLURB: Words = {
  ja: "{t}の記事をお届けします。",
  en: "The latest {t} articles from pixivision.",
  zh: "为您送上{t}相关的文章。",
  "zh-tw": "為您送上{t}相關的文章。",
  ko: "{t} 관련 기사를 전해 드립니다.",
};

/** Themes: each is also a pixivision tag (id THEME_TAG_BASE + index). */
export const THEMES: readonly Words[] = [
  { ja: "猫", en: "Cats", zh: "猫咪", "zh-tw": "貓咪", ko: "고양이" },
  { ja: "夏", en: "Summer", zh: "夏天", "zh-tw": "夏天", ko: "여름" },
  { ja: "星空", en: "Starry Skies", zh: "星空", "zh-tw": "星空", ko: "별하늘" },
  { ja: "雨", en: "Rain", zh: "雨天", "zh-tw": "雨天", ko: "비" },
  { ja: "制服", en: "Uniforms", zh: "制服", "zh-tw": "制服", ko: "교복" },
  { ja: "桜", en: "Cherry Blossoms", zh: "樱花", "zh-tw": "櫻花", ko: "벚꽃" },
  { ja: "海", en: "The Sea", zh: "大海", "zh-tw": "大海", ko: "바다" },
  { ja: "ドラゴン", en: "Dragons", zh: "龙", "zh-tw": "龍", ko: "드래곤" },
  { ja: "和服", en: "Kimono", zh: "和服", "zh-tw": "和服", ko: "기모노" },
  { ja: "眼鏡", en: "Glasses", zh: "眼镜", "zh-tw": "眼鏡", ko: "안경" },
  { ja: "夜景", en: "Night Views", zh: "夜景", "zh-tw": "夜景", ko: "야경" },
  { ja: "魔法使い", en: "Witches and Wizards", zh: "魔法师", "zh-tw": "魔法師", ko: "마법사" },
  { ja: "ロボット", en: "Robots", zh: "机器人", "zh-tw": "機器人", ko: "로봇" },
  { ja: "雪", en: "Snow", zh: "雪景", "zh-tw": "雪景", ko: "눈" },
  { ja: "花", en: "Flowers", zh: "花卉", "zh-tw": "花卉", ko: "꽃" },
  { ja: "廃墟", en: "Ruins", zh: "废墟", "zh-tw": "廢墟", ko: "폐허" },
  { ja: "喫茶店", en: "Cafés", zh: "咖啡馆", "zh-tw": "咖啡館", ko: "카페" },
  { ja: "和風", en: "Japanese Style", zh: "和风", "zh-tw": "和風", ko: "일본풍" },
  { ja: "青", en: "Blue", zh: "蓝色", "zh-tw": "藍色", ko: "파란색" },
  { ja: "犬", en: "Dogs", zh: "狗狗", "zh-tw": "狗狗", ko: "강아지" },
  { ja: "秋", en: "Autumn", zh: "秋天", "zh-tw": "秋天", ko: "가을" },
  { ja: "電車", en: "Trains", zh: "电车", "zh-tw": "電車", ko: "전철" },
  { ja: "料理", en: "Food", zh: "美食", "zh-tw": "美食", ko: "요리" },
  { ja: "ファンタジー", en: "Fantasy", zh: "奇幻", "zh-tw": "奇幻", ko: "판타지" },
];

/** The pure title of an article of each category. */
export const TITLE_PATTERNS: Readonly<Record<PixivisionCategory, Words>> = {
  illustration: {
    ja: "{t}を描いたイラスト特集",
    en: "Illustrations of {t}",
    zh: "{t}插画特辑",
    "zh-tw": "{t}插畫特輯",
    ko: "{t} 일러스트 특집",
  },
  manga: {
    ja: "{t}がテーマのマンガ特集",
    en: "Manga About {t}",
    zh: "以{t}为主题的漫画特辑",
    "zh-tw": "以{t}為主題的漫畫特輯",
    ko: "{t} 테마 만화 특집",
  },
  column: {
    ja: "{t}を描くコツ",
    en: "Tips for Drawing {t}",
    zh: "绘制{t}的技巧",
    "zh-tw": "繪製{t}的技巧",
    ko: "{t} 그리는 요령",
  },
  interview: {
    ja: "{t}を描き続けるクリエイターに聞く",
    en: "Interview: A Creator Who Draws {t}",
    zh: "采访：持续描绘{t}的创作者",
    "zh-tw": "採訪：持續描繪{t}的創作者",
    ko: "인터뷰: {t}을(를) 그리는 크리에이터",
  },
  novels: {
    ja: "{t}が登場する小説特集",
    en: "Novels Featuring {t}",
    zh: "{t}登场的小说特辑",
    "zh-tw": "{t}登場的小說特輯",
    ko: "{t}이(가) 나오는 소설 특집",
  },
  news: {
    ja: "「{t}」コンテスト開催のお知らせ",
    en: "{t} Contest Announced",
    zh: "「{t}」比赛开幕通知",
    "zh-tw": "「{t}」比賽開幕通知",
    ko: "「{t}」 콘테스트 개최 안내",
  },
  recommend: {
    ja: "今週のおすすめ：{t}",
    en: "This Week's Picks: {t}",
    zh: "本周推荐：{t}",
    "zh-tw": "本週推薦：{t}",
    ko: "이번 주 추천: {t}",
  },
};

/** Catch phrases the full title starts with (the app API's `title` vs `pure_title`). */
export const CATCH_PHRASES: readonly Words[] = [
  { ja: "心が温まる！", en: "Heartwarming!", zh: "暖心！", "zh-tw": "暖心！", ko: "마음이 따뜻해지는!" },
  { ja: "思わず見とれる", en: "Simply Stunning:", zh: "令人着迷", "zh-tw": "令人著迷", ko: "넋을 잃는" },
  { ja: "色鮮やかな", en: "Full of Colour:", zh: "色彩缤纷的", "zh-tw": "色彩繽紛的", ko: "선명한" },
];

/** Paragraph lines of an article body; `{t}` is the theme. */
export const PARAGRAPHS: readonly Words[] = [
  {
    ja: "今回は{t}をテーマにした作品を集めました。",
    en: "This time we gathered works on the theme of {t}.",
    zh: "这次我们收集了以{t}为主题的作品。",
    "zh-tw": "這次我們收集了以{t}為主題的作品。",
    ko: "이번에는 {t}을(를) 테마로 한 작품을 모았습니다.",
  },
  {
    ja: "描き手ごとに違う{t}の表情をお楽しみください。",
    en: "Enjoy how differently each artist sees {t}.",
    zh: "请欣赏每位画师笔下不同的{t}。",
    "zh-tw": "請欣賞每位畫師筆下不同的{t}。",
    ko: "작가마다 다른 {t}의 모습을 즐겨 보세요.",
  },
  {
    ja: "光と影の使い方にも注目です。",
    en: "Look closely at how light and shadow are used.",
    zh: "也请留意光影的运用。",
    "zh-tw": "也請留意光影的運用。",
    ko: "빛과 그림자의 사용에도 주목해 주세요.",
  },
  {
    ja: "気に入った作品があればブックマークしてみてください。",
    en: "If you find a favourite, why not bookmark it?",
    zh: "如果有喜欢的作品，不妨收藏一下。",
    "zh-tw": "如果有喜歡的作品，不妨收藏一下。",
    ko: "마음에 드는 작품이 있다면 북마크해 보세요.",
  },
];

/** pixivision's own tag for every article of a category (the category page's tag). */
export const CATEGORY_TAG_IDS: Readonly<Record<PixivisionCategory, number>> = {
  illustration: 1,
  manga: 2,
  column: 3,
  interview: 4,
  novels: 5,
  news: 6,
  recommend: 7,
};
export const THEME_TAG_BASE = 100;

export const fill = (pattern: string, theme: string): string => pattern.replaceAll("{t}", theme);

/** Headings of the page furniture. */
export const UI_WORDS: Readonly<Record<"ranking" | "recommend" | "latest" | "popular" | "next", Words>> = {
  ranking: { ja: "人気記事", en: "Popular Articles", zh: "人气文章", "zh-tw": "人氣文章", ko: "인기 기사" },
  recommend: { ja: "おすすめ記事", en: "Recommended", zh: "推荐文章", "zh-tw": "推薦文章", ko: "추천 기사" },
  latest: { ja: "の最新記事", en: " – Latest", zh: "的最新文章", "zh-tw": "的最新文章", ko: " 최신 기사" },
  popular: { ja: "の人気記事", en: " – Popular", zh: "的人气文章", "zh-tw": "的人氣文章", ko: " 인기 기사" },
  next: { ja: "次へ", en: "Next", zh: "下一页", "zh-tw": "下一頁", ko: "다음" },
};

/** The `lang` attribute of a page in each path language. */
export const HTML_LANG: Words = { ja: "ja", en: "en", zh: "zh-CN", "zh-tw": "zh-TW", ko: "ko" };
