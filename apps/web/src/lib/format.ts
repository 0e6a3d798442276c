/**
 * Numbers and dates shown to people, in the interface language: counts shortened the local way
 * (12.3K, 1.2万, 12,3 тыс.), dates written out by the locale.
 */

export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language, { notation: "compact", maximumFractionDigits: 1 }).format(value);
}

/** A date-time from pixiv (ISO 8601 with offset), as a local date and time; the raw text if invalid. */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(date);
}

const BYTE_UNITS = ["B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB", "ZiB", "YiB"] as const;

/** A size in bytes with binary units, B to YiB in steps of 1024, one decimal (PRODUCT.md §9). */
export function formatBytes(bytes: number, language: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
  return `${number} ${BYTE_UNITS[unit] ?? "B"}`;
}
