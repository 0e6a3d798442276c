/**
 * Dates and addresses typed by people (PRODUCT.md §5): dates as YYYYMMDD or YYYY-MM-DD, search date
 * ranges within the last year, and the API base / image host settings, which must be absolute
 * http(s) URLs.
 */
import { addDays, parseRankDate } from "../rank-date.js";

/** YYYYMMDD or YYYY-MM-DD to YYYY-MM-DD, or null. */
export function parseDateInput(input: string): string | null {
  return parseRankDate(input.trim());
}

/** A search date range is valid when start <= end and both lie within the year before `today`. */
export function isSearchDateRangeValid(start: string, end: string, today: string): boolean {
  const from = parseDateInput(start);
  const to = parseDateInput(end);
  if (from === null || to === null) return false;
  const earliest = addDays(today, -365);
  return from <= to && from >= earliest && to <= today;
}

/** The URL without trailing slashes when it is an absolute http(s) URL; else null. */
export function parseHttpUrl(input: string): string | null {
  const value = input.trim();
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    const url = new URL(value);
    if (url.hostname === "") return null;
    return value.replace(/\/+$/, "");
  } catch {
    return null;
  }
}
