/**
 * When each work was posted. As on pixiv, work ids grow with time: a piecewise-linear curve through a
 * few anchors (close to pixiv's real id growth from 2012 on) maps an id to its posting instant and an
 * instant to the first id posted at or after it. The curve starts at 10,000,000 on pixiv's opening
 * (pixiv's first ids were shorter; the sandbox keeps every id 8–9 digits long). Times are whole
 * seconds since the epoch; every formatted date is in JST, pixiv's zone.
 */
import { PIXIV_UTC_OFFSET_HOURS } from "@pxv/pixiv";

/** The smallest and largest work id the sandbox knows. */
export const FIRST_WORK_ID = 10_000_000;
export const LAST_WORK_ID = 999_999_999;

interface Anchor {
  readonly id: number;
  readonly time: number;
}

const anchor = (jstDateTime: string, id: number): Anchor => ({
  id,
  time: Date.parse(`${jstDateTime}+09:00`) / 1000,
});

const ANCHORS: readonly Anchor[] = [
  anchor("2007-09-10T00:00:00", FIRST_WORK_ID),
  anchor("2010-01-01T00:00:00", 14_000_000),
  anchor("2012-01-01T00:00:00", 24_400_000),
  anchor("2016-01-01T00:00:00", 54_400_000),
  anchor("2020-01-01T00:00:00", 78_600_000),
  anchor("2023-01-01T00:00:00", 103_900_000),
  anchor("2025-02-03T00:00:00", 126_839_000),
];

interface Segment {
  readonly start: Anchor;
  /** Seconds per id. */
  readonly rate: number;
}

/** Each anchor starts a segment; the last one continues at the previous segment's rate. */
const SEGMENTS: readonly Segment[] = ANCHORS.map((start, index) => {
  const end = ANCHORS[index + 1] ?? start;
  const previous = ANCHORS[index - 1] ?? start;
  const [from, to] = end === start ? [previous, start] : [start, end];
  return { start, rate: (to.time - from.time) / (to.id - from.id) };
});

function segmentOfId(id: number): Segment {
  let found = SEGMENTS[0] as Segment;
  for (const segment of SEGMENTS) if (segment.start.id <= id) found = segment;
  return found;
}

function segmentOfTime(time: number): Segment {
  let found = SEGMENTS[0] as Segment;
  for (const segment of SEGMENTS) if (segment.start.time <= time) found = segment;
  return found;
}

/** The instant (epoch seconds) work `id` was posted. Non-decreasing in `id`. */
export function postedAt(id: number): number {
  const segment = segmentOfId(id);
  return segment.start.time + Math.floor((id - segment.start.id) * segment.rate);
}

/** The first work id posted at or after `time` (epoch seconds), never below FIRST_WORK_ID. */
export function firstIdPostedFrom(time: number): number {
  if (time <= (ANCHORS[0] as Anchor).time) return FIRST_WORK_ID;
  const segment = segmentOfTime(time);
  let id = segment.start.id + Math.ceil((time - segment.start.time) / segment.rate);
  // Floating-point division may land one id off: settle on the exact boundary.
  while (id > FIRST_WORK_ID && postedAt(id - 1) >= time) id--;
  while (postedAt(id) < time) id++;
  return id;
}

const SECONDS_PER_HOUR = 3600;
/** How often a young posting's pressed schedule (`scheduledBefore`) moves on. */
const SCHEDULE_SETTLE_SECONDS = SECONDS_PER_HOUR;

/**
 * The instant `offset` seconds into a schedule of `span` seconds from `start` (all epoch seconds),
 * kept no later than `now`: a schedule that would run past `now` is pressed into the time between
 * `start` and `now`, keeping its order. Things dated after a posting (comments, replies) use it, so
 * the sandbox never serves a date ahead of its clock, however young the posting.
 */
export function scheduledBefore(start: number, offset: number, span: number, now: number): number {
  // Pressed against the start of now's hour, not now itself: two requests a moment apart see the
  // same dates (they move at most once an hour, as the catalogue does when a new work appears).
  const settled = Math.max(start, now - (now % SCHEDULE_SETTLE_SECONDS));
  if (start + span <= settled) return start + offset;
  return start + Math.floor((offset * (settled - start)) / span);
}

interface JstParts {
  readonly year: string;
  readonly month: string;
  readonly day: string;
  readonly hour: string;
  readonly minute: string;
  readonly second: string;
}

function jstParts(time: number): JstParts {
  const iso = new Date((time + PIXIV_UTC_OFFSET_HOURS * SECONDS_PER_HOUR) * 1000).toISOString();
  return {
    year: iso.slice(0, 4),
    month: iso.slice(5, 7),
    day: iso.slice(8, 10),
    hour: iso.slice(11, 13),
    minute: iso.slice(14, 16),
    second: iso.slice(17, 19),
  };
}

/** pixiv's `create_date`: `YYYY-MM-DDTHH:mm:ss+09:00`. */
export function formatPixivDateTime(time: number): string {
  const p = jstParts(time);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}+09:00`;
}

/** The `YYYY/MM/DD/HH/mm/ss` segment of image paths, in JST. */
export function imageDatePath(time: number): string {
  const p = jstParts(time);
  return `${p.year}/${p.month}/${p.day}/${p.hour}/${p.minute}/${p.second}`;
}

/** Epoch seconds of 00:00 JST on a `YYYY-MM-DD` date. */
export function jstMidnight(date: string): number {
  return Date.parse(`${date}T00:00:00+09:00`) / 1000;
}

/** The instant an image path's `YYYY/MM/DD/HH/mm/ss` segment names (JST), in epoch seconds. */
export function timeOfImageDatePath(datePath: string): number {
  const [year, month, day, hour, minute, second] = datePath.split("/");
  return Date.parse(`${year}-${month}-${day}T${hour}:${minute}:${second}+09:00`) / 1000;
}
