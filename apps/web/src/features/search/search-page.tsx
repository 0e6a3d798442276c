/**
 * /search and /search/:keyword (alias /s/:keyword): illust search with every filter of PRODUCT.md §2,
 * the popular preview (toggled, remembered for the session), and results as an infinite grid or
 * numbered pages (which leave out the preview when they found nothing). Without a word: trending tags,
 * image search and the history.
 */
import { Flame } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Switch } from "../../components/switch";
import { IllustResults } from "./illust-results";
import { PopularPreview } from "./popular-preview";
import { SearchControls } from "./search-controls";
import { SearchLayout } from "./search-layout";
import { useSearchState } from "./use-search-state";

const POPULAR_KEY = "pxv.search.popular";

function readPopular(): boolean {
  try {
    return sessionStorage.getItem(POPULAR_KEY) !== "0";
  } catch {
    return true;
  }
}

export function SearchPage() {
  const { t } = useTranslation("search");
  const state = useSearchState("illust");
  const [popular, setPopular] = useState(readPopular);

  return (
    <SearchLayout tab="illust" word={state.word}>
      <SearchControls kind="illust" state={state} />
      <IllustResults
        key={JSON.stringify(state.query)}
        state={state}
        aboveResults={
          <>
            <div className="mt-3 flex items-center gap-2 text-sm">
              <Flame aria-hidden className="size-4 text-orange-500" />
              <span id="popular-toggle-label">{t("popular.toggle")}</span>
              <Switch
                checked={popular}
                labelledBy="popular-toggle-label"
                testId="popular-toggle"
                onChange={(next) => {
                  setPopular(next);
                  try {
                    sessionStorage.setItem(POPULAR_KEY, next ? "1" : "0");
                  } catch {
                    // Private modes may refuse storage: the choice then lasts for this page.
                  }
                }}
              />
            </div>
            {popular ? <PopularPreview query={state.popularQuery} /> : null}
          </>
        }
      />
    </SearchLayout>
  );
}
