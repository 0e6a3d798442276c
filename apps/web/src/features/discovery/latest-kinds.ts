// The kinds of the latest lists (/latest/:kind, PRODUCT.md §2 Routes).
export const LATEST_KINDS = ["illust", "manga", "novel"] as const;
export type LatestKind = (typeof LATEST_KINDS)[number];

export function isLatestKind(value: string): value is LatestKind {
  return (LATEST_KINDS as readonly string[]).includes(value);
}
