/**
 * Named accent swatches: traditional Japanese colour names (which is how pixiv's own palette
 * tools name them) with their usual hex values. Names are proper nouns, shown as written.
 */
export interface AccentSwatch {
  readonly name: string;
  readonly color: string;
}

export const ACCENT_SWATCHES: readonly AccentSwatch[] = [
  { name: "pixiv 青 (pxv)", color: "#38a9f5" },
  { name: "今様 imayo", color: "#d05a6e" },
  { name: "撫子 nadeshiko", color: "#dc9fb4" },
  { name: "紅梅 kobai", color: "#e16b8c" },
  { name: "韓紅花 karakurenai", color: "#d0104c" },
  { name: "茜 akane", color: "#b7282e" },
  { name: "朱 shu", color: "#ed784a" },
  { name: "柑子 koji", color: "#f6a742" },
  { name: "山吹 yamabuki", color: "#ffb11b" },
  { name: "鬱金 ukon", color: "#efbb24" },
  { name: "萌黄 moegi", color: "#7ba23f" },
  { name: "若竹 wakatake", color: "#5dac81" },
  { name: "青竹 aotake", color: "#00896c" },
  { name: "青碧 seiheki", color: "#268785" },
  { name: "浅葱 asagi", color: "#33a6b8" },
  { name: "露草 tsuyukusa", color: "#2ea9df" },
  { name: "瑠璃 ruri", color: "#005caf" },
  { name: "紺青 konjo", color: "#113285" },
  { name: "桔梗 kikyo", color: "#6a4c9c" },
  { name: "菫 sumire", color: "#66327c" },
  { name: "藤 fuji", color: "#8b81c3" },
  { name: "牡丹 botan", color: "#c1328e" },
  { name: "鳶 tobi", color: "#72462f" },
  { name: "鈍 nibi", color: "#656765" },
];
