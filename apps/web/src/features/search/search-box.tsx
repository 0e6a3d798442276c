/**
 * The search box (Home and Search): an artwork link or id opens the work; any other term goes to
 * /search/{term}.
 */
import clsx from "clsx";
import { Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { artworkPath, searchPath } from "../../app/paths";
import { artworkIdFromInput } from "./artwork-input";

export function SearchBox({ initialValue = "", className }: { initialValue?: string; className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  return (
    <form
      role="search"
      aria-label={t("search.label")}
      className={clsx("relative", className)}
      onSubmit={(event) => {
        event.preventDefault();
        const entry = new FormData(event.currentTarget).get("q");
        const value = typeof entry === "string" ? entry.trim() : "";
        if (value === "") return;
        const id = artworkIdFromInput(value, window.location.origin);
        void navigate(id === null ? searchPath(value) : artworkPath(id));
      }}
    >
      <input
        key={initialValue}
        type="search"
        name="q"
        data-testid="search-input"
        defaultValue={initialValue}
        aria-label={t("search.label")}
        placeholder={t("search.placeholder")}
        enterKeyHint="search"
        autoComplete="off"
        className="h-10 w-full rounded-full border border-neutral-300 bg-white pr-11 pl-4 text-sm placeholder:text-neutral-400 focus:border-accent focus:outline-none dark:border-neutral-700 dark:bg-neutral-900"
      />
      <button
        type="submit"
        aria-label={t("search.submit")}
        title={t("search.submit")}
        className="absolute top-1 right-1 flex size-8 items-center justify-center rounded-full bg-accent text-white hover:brightness-110"
      >
        <Search aria-hidden className="size-4" />
      </button>
    </form>
  );
}
