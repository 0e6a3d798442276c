/**
 * The filters of a search (PRODUCT.md §2 Search): match mode, order, a duration preset or a date range
 * (within the last year, PRODUCT.md §5), AI and R-18 choices (disabled while that content is off, PRODUCT.md
 * §6), aspect ratio, minimum likes, the users-count tier, and the R-18 shortcuts that append
 * " R-18" or " -R-18" to the word. Every change goes to the address, which resets the page and
 * searches again.
 */
import {
  addDays,
  ILLUST_SEARCH_TARGETS,
  NOVEL_SEARCH_TARGETS,
  SEARCH_AGE_FILTERS,
  SEARCH_AI_FILTERS,
  SEARCH_RATIO_FILTERS,
  SEARCH_SORTS,
  SEARCH_SPANS,
  USERS_COUNT_TIERS,
  type SearchFilters,
  type SearchKind,
  type SearchSpan,
  type UsersCountTier,
} from "@pxv/pixiv";
import { SlidersHorizontal } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useContentSettings } from "../../settings/content-settings";

const fieldClass =
  "h-9 rounded-lg border border-neutral-300 bg-white px-2 text-sm disabled:opacity-50 dark:border-neutral-700 dark:bg-neutral-900";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="flex flex-col gap-1 text-xs text-neutral-600 dark:text-neutral-400">
      {label}
      {children}
    </label>
  );
}

export function SearchFiltersPanel({
  kind,
  filters,
  today,
  onChange,
  onShortcut,
}: {
  kind: SearchKind;
  filters: SearchFilters;
  /** YYYY-MM-DD: the date range ends here and reaches a year back. */
  today: string;
  onChange: (next: SearchFilters) => void;
  /** Appends " R-18" or " -R-18" to the word. */
  onShortcut: (suffix: "R-18" | "-R-18") => void;
}) {
  const { t } = useTranslation("search");
  const content = useContentSettings();
  const targets = kind === "illust" ? ILLUST_SEARCH_TARGETS : NOVEL_SEARCH_TARGETS;
  const set = (patch: Partial<SearchFilters>): void => {
    onChange({ ...filters, ...patch });
  };
  const earliest = addDays(today, -SEARCH_SPANS.year);

  return (
    <details
      data-testid="search-filters"
      className="mt-3 rounded-xl border border-neutral-200 dark:border-neutral-800"
    >
      <summary className="flex cursor-pointer items-center gap-2 px-3 py-2 text-sm font-medium">
        <SlidersHorizontal aria-hidden className="size-4" />
        {t("filters.title")}
      </summary>
      <div className="grid grid-cols-2 gap-3 px-3 pb-3 sm:grid-cols-3 lg:grid-cols-4">
        <Field label={t("filters.target")}>
          <select
            data-testid="filter-target"
            className={fieldClass}
            value={filters.target}
            onChange={(event) => {
              set({ target: event.target.value as SearchFilters["target"] });
            }}
          >
            {targets.map((target) => (
              <option key={target} value={target}>
                {t(`filters.target_${target}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t("filters.sort")}>
          <select
            data-testid="filter-sort"
            className={fieldClass}
            value={filters.sort}
            onChange={(event) => {
              set({ sort: event.target.value as SearchFilters["sort"] });
            }}
          >
            {SEARCH_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`filters.sort_${sort}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t("filters.span")}>
          <select
            data-testid="filter-span"
            className={fieldClass}
            value={filters.span ?? ""}
            onChange={(event) => {
              const value = event.target.value;
              set({ span: value === "" ? null : (value as SearchSpan), startDate: null, endDate: null });
            }}
          >
            <option value="">{t("filters.span_any")}</option>
            {(Object.keys(SEARCH_SPANS) as SearchSpan[]).map((span) => (
              <option key={span} value={span}>
                {t(`filters.span_${span}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t("filters.start_date")}>
          <input
            type="date"
            data-testid="filter-start"
            className={fieldClass}
            min={earliest}
            max={today}
            disabled={filters.span !== null}
            value={filters.startDate ?? ""}
            onChange={(event) => {
              set({ startDate: event.target.value === "" ? null : event.target.value });
            }}
          />
        </Field>
        <Field label={t("filters.end_date")}>
          <input
            type="date"
            data-testid="filter-end"
            className={fieldClass}
            min={earliest}
            max={today}
            disabled={filters.span !== null}
            value={filters.endDate ?? ""}
            onChange={(event) => {
              set({ endDate: event.target.value === "" ? null : event.target.value });
            }}
          />
        </Field>
        <Field label={t("filters.ai")}>
          <select
            data-testid="filter-ai"
            className={fieldClass}
            disabled={!content.ai}
            value={content.ai ? filters.ai : "hide"}
            onChange={(event) => {
              set({ ai: event.target.value as SearchFilters["ai"] });
            }}
          >
            {SEARCH_AI_FILTERS.map((ai) => (
              <option key={ai} value={ai}>
                {t(`filters.ai_${ai}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t("filters.age")}>
          <select
            data-testid="filter-age"
            className={fieldClass}
            disabled={!content.r18}
            value={content.r18 ? filters.age : "safe"}
            onChange={(event) => {
              set({ age: event.target.value as SearchFilters["age"] });
            }}
          >
            {SEARCH_AGE_FILTERS.map((age) => (
              <option key={age} value={age}>
                {t(`filters.age_${age}`)}
              </option>
            ))}
          </select>
        </Field>
        {kind === "illust" ? (
          <Field label={t("filters.ratio")}>
            <select
              data-testid="filter-ratio"
              className={fieldClass}
              value={filters.ratio}
              onChange={(event) => {
                set({ ratio: event.target.value as SearchFilters["ratio"] });
              }}
            >
              {SEARCH_RATIO_FILTERS.map((ratio) => (
                <option key={ratio} value={ratio}>
                  {t(`filters.ratio_${ratio}`)}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        <Field label={t("filters.min_likes")}>
          <input
            type="text"
            inputMode="numeric"
            data-testid="filter-likes"
            className={fieldClass}
            maxLength={7}
            value={String(filters.minLikes)}
            onChange={(event) => {
              const value = event.target.value;
              if (/^\d{0,7}$/.test(value)) set({ minLikes: value === "" ? 0 : Number(value) });
            }}
          />
        </Field>
        <Field label={t("filters.users_tier")}>
          <select
            data-testid="filter-tier"
            className={fieldClass}
            value={filters.usersTier ?? ""}
            onChange={(event) => {
              const value = event.target.value;
              set({ usersTier: value === "" ? null : (Number(value) as UsersCountTier) });
            }}
          >
            <option value="">{t("filters.users_tier_none")}</option>
            {USERS_COUNT_TIERS.map((tier) => (
              <option key={tier} value={tier}>
                {t("filters.users_tier_value", { tier })}
              </option>
            ))}
          </select>
        </Field>
        <div className="col-span-full flex flex-wrap gap-2">
          {content.r18 ? (
            <button
              type="button"
              data-testid="shortcut-r18"
              onClick={() => {
                onShortcut("R-18");
              }}
              className="rounded-full border border-rose-300 px-3 py-1 text-xs text-rose-600 hover:bg-rose-50 dark:border-rose-800 dark:hover:bg-rose-950"
            >
              {t("filters.shortcut_r18")}
            </button>
          ) : null}
          <button
            type="button"
            data-testid="shortcut-no-r18"
            onClick={() => {
              onShortcut("-R-18");
            }}
            className="rounded-full border border-neutral-300 px-3 py-1 text-xs hover:bg-neutral-100 dark:border-neutral-700 dark:hover:bg-neutral-800"
          >
            {t("filters.shortcut_no_r18")}
          </button>
        </div>
      </div>
    </details>
  );
}
