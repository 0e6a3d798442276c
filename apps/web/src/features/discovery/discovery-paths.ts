// Paths of the discovery-style pages (PRODUCT.md §2 Routes), and the latest lists' page.
export const DISCOVERY_PATH = "/discovery";
export const DISCOVERY_POLLUTION_PATH = "/discovery/pollution";
export const POPULAR_PATH = "/popular_illust";
export const RECOMMEND_PATH = "/osusume_illust";
export const RANDOM_PATH = "/random_illust";

export const LATEST_KINDS = ["illust", "manga", "novel"] as const;
export type LatestKind = (typeof LATEST_KINDS)[number];

export function latestPath(kind: LatestKind): string {
  return `/latest/${kind}`;
}

export function isLatestKind(value: string): value is LatestKind {
  return (LATEST_KINDS as readonly string[]).includes(value);
}
