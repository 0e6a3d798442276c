/**
 * The work pages' "Add to local favorites" / "Remove from local favorites" button (artwork and
 * novel): keeps the work on this device, signed in or not (storage/local-favorites.ts), and says so.
 * Disabled for the moment it takes to learn whether the work is kept already.
 */
import { Star, StarOff } from "lucide-react";
import { useTranslation } from "../../i18n/use-translation";
import { toast } from "../../lib/toast";
import { useIsLocalFavorite } from "../../storage/local-favorite-keys";
import {
  addLocalFavorite,
  kindOfWork,
  removeLocalFavorite,
  type LocalFavoriteWork,
} from "../../storage/local-favorites";

export function LocalFavoriteButton({ work, className }: { work: LocalFavoriteWork; className: string }) {
  const { t } = useTranslation("account");
  const kind = kindOfWork(work);
  const kept = useIsLocalFavorite(kind, work.id);
  const toggle = async (): Promise<void> => {
    if (kept === true) await removeLocalFavorite(kind, work.id);
    else await addLocalFavorite(work);
    toast.success(t(kept === true ? "local_favorites.removed" : "local_favorites.added"));
  };
  const Icon = kept === true ? StarOff : Star;
  return (
    <button
      type="button"
      data-testid="local-favorite"
      aria-pressed={kept === true}
      disabled={kept === null}
      className={className}
      onClick={() => void toggle()}
    >
      <Icon aria-hidden className="size-4" />
      {t(kept === true ? "local_favorites.remove" : "local_favorites.add")}
    </button>
  );
}
