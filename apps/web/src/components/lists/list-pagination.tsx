/**
 * Page numbers under a list, the alternative to infinite loading (PRODUCT.md §2 Image lists, search's
 * option): previous/next, the pages around the current one, and a page-jump field that takes
 * digits only, at most PAGE_JUMP_MAX_DIGITS (PRODUCT.md §5).
 */
import { PAGE_JUMP_MAX_DIGITS } from "@pxv/pixiv";
import clsx from "clsx";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useNamespace } from "../../i18n/use-namespace";

export interface PaginationProps {
  /** 1-based current page. */
  readonly page: number;
  readonly hasNext: boolean;
  /** The last page when known. */
  readonly lastPage?: number | undefined;
  readonly onPage: (page: number) => void;
}

/** Pages shown on each side of the current one. */
const AROUND = 2;

/** The page numbers to show around `page`. */
export function pageWindow(page: number, hasNext: boolean, lastPage?: number): number[] {
  const last = lastPage ?? (hasNext ? page + AROUND : page);
  const pages: number[] = [];
  for (let n = Math.max(1, page - AROUND); n <= Math.min(last, page + AROUND); n++) pages.push(n);
  return pages;
}

/** A typed page number, or null when it is not digits-only within the limits. */
export function parsePageJump(text: string, lastPage?: number): number | null {
  if (!new RegExp(`^\\d{1,${String(PAGE_JUMP_MAX_DIGITS)}}$`).test(text)) return null;
  const page = Number(text);
  if (page < 1 || (lastPage !== undefined && page > lastPage)) return null;
  return page;
}

export function ListPagination({ page, hasNext, lastPage, onPage }: PaginationProps) {
  const { t } = useTranslation("browse");
  useNamespace("browse");
  const [jump, setJump] = useState("");
  const button =
    "flex h-9 min-w-9 items-center justify-center rounded-full px-2 text-sm tabular-nums hover:bg-neutral-200 disabled:opacity-30 disabled:hover:bg-transparent dark:hover:bg-neutral-800";
  return (
    <nav
      aria-label={t("pagination.label")}
      data-testid="list-pagination"
      className="flex flex-wrap items-center justify-center gap-1 py-6"
    >
      <button
        type="button"
        className={button}
        aria-label={t("pagination.previous")}
        disabled={page <= 1}
        onClick={() => {
          onPage(page - 1);
        }}
      >
        <ChevronLeft aria-hidden className="size-4" />
      </button>
      {pageWindow(page, hasNext, lastPage).map((n) => (
        <button
          key={n}
          type="button"
          aria-current={n === page ? "page" : undefined}
          className={clsx(
            button,
            n === page && "bg-accent-fill font-semibold text-white hover:bg-accent-fill",
          )}
          onClick={() => {
            onPage(n);
          }}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        className={button}
        aria-label={t("pagination.next")}
        disabled={!hasNext}
        onClick={() => {
          onPage(page + 1);
        }}
      >
        <ChevronRight aria-hidden className="size-4" />
      </button>
      <form
        className="ml-2 flex items-center gap-1"
        onSubmit={(event) => {
          event.preventDefault();
          const target = parsePageJump(jump, lastPage);
          if (target !== null) onPage(target);
          setJump("");
        }}
      >
        <input
          inputMode="numeric"
          aria-label={t("pagination.jump")}
          placeholder={t("pagination.jump")}
          value={jump}
          maxLength={PAGE_JUMP_MAX_DIGITS}
          onChange={(event) => {
            setJump(event.currentTarget.value.replace(/\D/g, "").slice(0, PAGE_JUMP_MAX_DIGITS));
          }}
          className="h-9 w-20 rounded-full border border-neutral-300 bg-white px-3 text-sm dark:border-neutral-700 dark:bg-neutral-900"
        />
      </form>
    </nav>
  );
}
