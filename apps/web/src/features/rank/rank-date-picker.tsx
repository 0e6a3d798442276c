/**
 * Picks the ranking date: a native date input bounded by the first ranking (2007-09-13) and
 * yesterday, with previous/next-day buttons beside it.
 */
import { addDays, RANK_EARLIEST_DATE } from "@pxv/pixiv";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "../../i18n/use-translation";

export function RankDatePicker({
  date,
  latestDate,
  onChange,
}: {
  date: string;
  latestDate: string;
  onChange: (date: string) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const previous = addDays(date, -1);
  const next = addDays(date, 1);
  const stepClass =
    "flex size-9 items-center justify-center rounded-full hover:bg-neutral-200 disabled:opacity-30 disabled:hover:bg-transparent dark:hover:bg-neutral-800";

  return (
    <div className="flex items-center gap-1">
      <button
        type="button"
        className={stepClass}
        aria-label={t("rank.prev_day")}
        title={t("rank.prev_day")}
        disabled={previous < RANK_EARLIEST_DATE}
        onClick={() => {
          onChange(previous);
        }}
      >
        <ChevronLeft aria-hidden className="size-5" />
      </button>
      <label htmlFor={inputId} className="sr-only">
        {t("rank.date")}
      </label>
      <input
        id={inputId}
        type="date"
        data-testid="rank-date"
        value={date}
        min={RANK_EARLIEST_DATE}
        max={latestDate}
        required
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (value >= RANK_EARLIEST_DATE && value <= latestDate) onChange(value);
        }}
        className="h-9 rounded-full border border-neutral-300 bg-white px-3 text-sm tabular-nums dark:border-neutral-700 dark:bg-neutral-900"
      />
      <button
        type="button"
        className={stepClass}
        aria-label={t("rank.next_day")}
        title={t("rank.next_day")}
        disabled={next > latestDate}
        onClick={() => {
          onChange(next);
        }}
      >
        <ChevronRight aria-hidden className="size-5" />
      </button>
    </div>
  );
}
