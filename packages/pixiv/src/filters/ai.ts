/**
 * Whether a work is AI-generated: pixiv's own flag (illust_ai_type / novel_ai_type 2) or one of the
 * tags people use for AI works (PRODUCT.md §B2.5), compared case-insensitively.
 */
import { AI_TYPE_GENERATED } from "../domain/artwork.js";

export const AI_TAGS: ReadonlySet<string> = new Set([
  "ai",
  "ai生成",
  "ai生成作品",
  "ai作画",
  "aiイラスト",
  "aigenerated",
  "ai-generated",
  "ai-assisted",
  "ai辅助",
  "aiアシスタンス",
  "ai_generated",
  "aiartwork",
  "aigirl",
  "ai作品",
  "ai生成イラスト",
  "ai画像",
  "ai绘画",
  "novelai",
  "novelaidiffusion",
  "stablediffusion",
]);

export interface AiCheckable {
  readonly tags: readonly { readonly name: string }[];
  readonly illust_ai_type?: number;
  readonly novel_ai_type?: number;
}

export function isAiWork(item: AiCheckable): boolean {
  if (item.illust_ai_type === AI_TYPE_GENERATED || item.novel_ai_type === AI_TYPE_GENERATED) return true;
  return item.tags.some((tag) => AI_TAGS.has(tag.name.toLowerCase()));
}
