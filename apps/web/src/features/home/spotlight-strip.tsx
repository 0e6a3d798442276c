// The Home spotlight card: the newest pixivision illustration articles in a horizontal strip.
import { HOME_CARD_ITEMS } from "@pxv/pixiv";
import { useTranslation } from "../../i18n/use-translation";
import { QueryErrorNotice } from "../../components/error-notice";
import { ListStatus } from "../../components/list-status";
import { useSpotlightsInfiniteQuery } from "../../queries/spotlights";
import { pixivisionLang } from "../spotlights/pixivision-lang";
import { SpotlightCard } from "../spotlights/spotlight-card";

export function SpotlightStrip() {
  const { i18n } = useTranslation();
  const query = useSpotlightsInfiniteQuery("illustration", pixivisionLang(i18n.language));
  const articles = query.data?.pages[0]?.articles.slice(0, HOME_CARD_ITEMS) ?? [];
  if (query.isPending) return <ListStatus state="loading" onRetry={() => undefined} />;
  if (query.isError) {
    return <QueryErrorNotice query={query} />;
  }
  return (
    <ul className="flex gap-3 overflow-x-auto pb-1 [scrollbar-width:none]">
      {articles.map((article) => (
        <li key={article.id} className="w-64 shrink-0">
          <SpotlightCard card={article} />
        </li>
      ))}
    </ul>
  );
}
