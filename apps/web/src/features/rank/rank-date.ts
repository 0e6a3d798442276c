/**
 * The ranking date a page shows: a valid ?date= in range, else PRODUCT.md's default (yesterday after
 * 14:00 JST, else the day before). `now` is read once per mount so a page does not change date while
 * it is open.
 */
import { defaultRankDate, latestRankDate, requestedRankDate } from "@pxv/pixiv";
import { createContext, use, useState } from "react";
import { useSearchParams } from "react-router";

export interface RankDates {
  readonly defaultDate: string;
  /** The newest date any ranking exists for (yesterday, JST). */
  readonly latestDate: string;
  readonly now: Date;
}

/**
 * The clock the rank dates are read from: the device's; the server's rendering of a first screen
 * (app/first-screen) gives pixiv's clock, the one its first answers were fetched for.
 */
export const RankClockContext = createContext<() => Date>(() => new Date());

export function useRankDates(): RankDates {
  const clock = use(RankClockContext);
  const [dates] = useState<RankDates>(() => {
    const now = clock();
    return { now, defaultDate: defaultRankDate(now), latestDate: latestRankDate(now) };
  });
  return dates;
}

export interface RankPageDate {
  /** The date shown. */
  readonly date: string;
  /** The ?date= chosen explicitly, or null for the default. */
  readonly requested: string | null;
  readonly latestDate: string;
  /** Puts a date in ?date=, replacing the history entry. */
  readonly setDate: (date: string) => void;
}

/** A rank page's date, kept in ?date=. */
export function useRankPageDate(): RankPageDate {
  const { now, defaultDate, latestDate } = useRankDates();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = requestedRankDate(searchParams.get("date"), now);
  return {
    date: requested ?? defaultDate,
    requested,
    latestDate,
    setDate: (date) => {
      setSearchParams({ date }, { replace: true });
    },
  };
}
