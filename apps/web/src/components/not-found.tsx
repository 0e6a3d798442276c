/**
 * The 404 page (PRODUCT.md §2: anything else shows a 404 page with a Back to Home button). Also shown for
 * routes whose parameter is not valid, such as /rank/unknown or /artworks/abc.
 */
import { House } from "lucide-react";
import { useTranslation } from "../i18n/use-translation";
import { useNavigate } from "react-router";
import { useDocumentTitle } from "../lib/use-document-title";
import { pathTo } from "../routing/paths";

export function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t("not_found.title"));
  return (
    <section data-testid="not-found" className="flex flex-col items-center gap-4 px-6 py-24 text-center">
      <p aria-hidden className="text-7xl font-black tracking-tight text-accent/80">
        404
      </p>
      <h1 className="text-xl font-semibold">{t("not_found.title")}</h1>
      <p className="max-w-sm text-sm text-neutral-600 dark:text-neutral-400">{t("not_found.description")}</p>
      <button
        type="button"
        data-testid="back-home"
        onClick={() => {
          void navigate(pathTo("Home"));
        }}
        className="mt-2 inline-flex items-center gap-2 rounded-full bg-accent-fill px-6 py-2.5 text-sm font-medium text-white shadow-sm hover:brightness-110"
      >
        <House aria-hidden className="size-4" />
        {t("common.back_home")}
      </button>
    </section>
  );
}
