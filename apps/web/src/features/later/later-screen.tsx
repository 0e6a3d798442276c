/**
 * The one screen shown by every route whose real screen arrives with a later issue (users, novels,
 * series, following, lives, spotlights, discovery, sign-in…). It says so plainly and offers the way
 * home; it never shows made-up data. The route name is on the element for tests.
 */
import { Hourglass, House } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useRouteHandle } from "../../app/route-handle";
import { useDocumentTitle } from "../../lib/use-document-title";

export function LaterScreen() {
  const { t } = useTranslation();
  const { name } = useRouteHandle();
  useDocumentTitle(t("later.title"));
  return (
    <section
      data-testid="later-screen"
      data-route={name}
      className="flex flex-col items-center gap-4 px-6 py-24 text-center"
    >
      <Hourglass aria-hidden className="size-10 text-accent" />
      <h1 className="text-xl font-semibold">{t("later.title")}</h1>
      <p className="max-w-sm text-sm text-neutral-600 dark:text-neutral-400">{t("later.description")}</p>
      <Link
        to="/"
        className="mt-2 inline-flex items-center gap-2 rounded-full bg-accent px-6 py-2.5 text-sm font-medium text-white"
      >
        <House aria-hidden className="size-4" />
        {t("common.back_home")}
      </Link>
    </section>
  );
}
