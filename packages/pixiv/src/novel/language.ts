/**
 * The language of a novel's text for EPUB metadata and the translator's source (PRODUCT.md
 * §B7.2): Japanese when kana make up at least a tenth of the CJK characters, Chinese when there are
 * CJK characters otherwise, Korean for Hangul, else English.
 */
export function detectNovelLanguage(text: string): "ja" | "zh" | "ko" | "en" {
  const kana = text.match(/[\u3040-\u30ff]/g)?.length ?? 0;
  const han = text.match(/[\u4e00-\u9fff]/g)?.length ?? 0;
  const hangul = text.match(/[\uac00-\ud7af]/g)?.length ?? 0;
  const cjk = kana + han;
  if (cjk > 0 && kana >= cjk * 0.1) return "ja";
  if (hangul > cjk) return "ko";
  if (cjk > 0) return "zh";
  return "en";
}
