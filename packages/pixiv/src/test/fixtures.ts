/**
 * Test helper, the one way tests reach pixiv's captured responses: the files in
 * packages/pixiv/test-data/pixiv-captured (see its README for where each came from), read by name or
 * all at once, and the illust objects found inside each of them.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

// Not `new URL(…, import.meta.url)`: Vite rewrites that form into an asset URL in the web tests.
export const FIXTURES_DIR = join(dirname(fileURLToPath(import.meta.url)), "../../test-data/pixiv-captured");

export interface Fixture {
  readonly file: string;
  readonly body: unknown;
}

/** One captured response, parsed; throws when the file is not there. */
export function readFixture(file: string): unknown {
  return JSON.parse(readFileSync(join(FIXTURES_DIR, file), "utf8")) as unknown;
}

/** One captured response that is a JSON object. */
export function readFixtureObject(file: string): Record<string, unknown> {
  const body = readFixture(file);
  if (!isRecord(body)) throw new Error(`fixture ${file} is not an object`);
  return body;
}

export function loadFixtures(): Fixture[] {
  return readdirSync(FIXTURES_DIR)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => ({ file, body: readFixture(file) }));
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
