// A pixivision article card: thumbnail, title and date; opens the article. The title and date hold
// fixed heights (two lines and one), so a title in a fallback font — whose glyphs can make a line box
// taller than its line-height — never makes the card, or the strip that holds its height, grow.
import type { SpotlightCard as Card } from "@pxv/pixiv";
import { Link } from "react-router";
import { Pximg } from "../../components/pximg";
import { pathTo } from "../../routing/paths";

export function SpotlightCard({
  card,
}: {
  card: Pick<Card, "id" | "title" | "thumbnail"> & { date?: string };
}) {
  return (
    <Link
      to={pathTo("Spotlight", { id: card.id })}
      data-testid="spotlight-card"
      data-id={card.id}
      className="group block"
    >
      <div className="relative aspect-[16/10] overflow-hidden rounded-xl bg-neutral-200 dark:bg-neutral-800">
        <Pximg
          src={card.thumbnail}
          alt=""
          seed={card.id}
          className="transition-transform group-hover:scale-[1.03]"
        />
      </div>
      <p className="mt-1.5 line-clamp-2 h-10 overflow-hidden text-sm leading-5 font-medium">{card.title}</p>
      {card.date === undefined || card.date === "" ? null : (
        <p className="h-4 overflow-hidden text-xs leading-4 text-neutral-500">{card.date.slice(0, 10)}</p>
      )}
    </Link>
  );
}
