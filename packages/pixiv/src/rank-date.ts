/**
 * Ranking dates: the default date a ranking screen opens on, and validation of a requested date.
 * All arithmetic is in JST (pixiv's day boundary), whatever the machine's time zone.
 */
import { PIXIV_UTC_OFFSET_HOURS, RANK_DATE_CUTOFF_HOUR, RANK_EARLIEST_DATE } from "./constants.js";

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The calendar date in JST of an instant, as YYYY-MM-DD. */
export function pixivDateOf(instant: Date): string {
  return new Date(instant.getTime() + PIXIV_UTC_OFFSET_HOURS * HOUR_MS).toISOString().slice(0, 10);
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The date a ranking opens on (PRODUCT.md §4): yesterday when it is past 14:00 in Japan, else the day
 * before yesterday, because pixiv publishes a day's ranking during the next day.
 */
export function defaultRankDate(now: Date): string {
  const jstHour = new Date(now.getTime() + PIXIV_UTC_OFFSET_HOURS * HOUR_MS).getUTCHours();
  return addDays(pixivDateOf(now), jstHour > RANK_DATE_CUTOFF_HOUR ? -1 : -2);
}

/** The newest date any ranking exists for: yesterday in JST. */
export function latestRankDate(now: Date): string {
  return addDays(pixivDateOf(now), -1);
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** Accepts YYYYMMDD or YYYY-MM-DD (PRODUCT.md §5) and returns YYYY-MM-DD, or null when it is no date. */
export function parseRankDate(value: string): string | null {
  const dashed = /^\d{8}$/.test(value)
    ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}`
    : value;
  return isIsoDate(dashed) ? dashed : null;
}

/** Whether pixiv has a ranking for this date: from 2007-09-13 to yesterday (JST). */
export function isRankDateInRange(date: string, now: Date): boolean {
  return date >= RANK_EARLIEST_DATE && date <= latestRankDate(now);
}

/** A ranking page's `?date=` (YYYY-MM-DD or YYYYMMDD) when valid and in range, else null (the default). */
export function requestedRankDate(value: string | null, now: Date): string | null {
  const date = parseRankDate(value ?? "");
  return date !== null && isRankDateInRange(date, now) ? date : null;
}
