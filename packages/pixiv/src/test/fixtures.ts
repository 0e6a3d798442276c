/**
 * Test helper: the captured pixiv responses in shared/fixtures/pixiv-captured (beside the project's
 * root, or wherever PXV_FIXTURES_DIR points), and the illust objects found inside each of them.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const FIXTURES_DIR =
  process.env["PXV_FIXTURES_DIR"] ??
  fileURLToPath(new URL("../../../../../shared/fixtures/pixiv-captured", import.meta.url));

export interface Fixture {
  readonly file: string;
  readonly body: unknown;
}

export function loadFixtures(): Fixture[] {
  return readdirSync(FIXTURES_DIR)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => ({ file, body: JSON.parse(readFileSync(join(FIXTURES_DIR, file), "utf8")) as unknown }));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** True for a bare illust object (it has the fields only illusts have together). */
export function looksLikeIllust(value: unknown): value is Record<string, unknown> {
  return isRecord(value) && "image_urls" in value && "meta_pages" in value && "page_count" in value;
}

/** Every illust object anywhere in a body: bare, under `illust`, or in `illusts`/`ranking_illusts`. */
export function illustsIn(body: unknown): unknown[] {
  if (looksLikeIllust(body)) return [body];
  if (!isRecord(body)) return [];
  const found: unknown[] = [];
  if (looksLikeIllust(body["illust"])) found.push(body["illust"]);
  for (const key of ["illusts", "ranking_illusts"]) {
    const list = body[key];
    if (Array.isArray(list)) found.push(...(list as unknown[]));
  }
  return found;
}
