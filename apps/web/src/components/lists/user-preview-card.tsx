/**
 * One user in a list (PRODUCT.md §3 User preview): avatar and name, and up to three recent works as
 * thumbnails (works the content rule hides are left out). A fixed height (USER_CARD_HEIGHT) for the
 * virtual list. Opens the user page; a thumbnail opens its work.
 */
import { isContentVisible, type UserPreview } from "@pxv/pixiv";
import { Link } from "react-router";
import { artworkPath, userPath } from "../../routing/paths";
import { useVisibilityRules } from "../../settings/content-settings";
import { Pximg } from "../pximg";

export const USER_CARD_HEIGHT = 188;

export function UserPreviewCard({ user }: { user: UserPreview }) {
  const rules = useVisibilityRules();
  const works = user.illusts.filter((work) =>
    isContentVisible({ ...work, author: { id: user.id }, tags: [] }, rules),
  );
  return (
    <div
      data-testid="user-card"
      data-id={user.id}
      className="flex h-full flex-col gap-2 overflow-hidden rounded-lg bg-white p-2.5 shadow-sm dark:bg-neutral-900"
    >
      <Link to={userPath(user.id)} data-card-focus className="flex items-center gap-2 hover:underline">
        <span className="relative size-9 shrink-0 overflow-hidden rounded-full">
          <Pximg src={user.avatar} alt="" seed={user.id} />
        </span>
        <span className="truncate text-sm font-semibold">{user.name}</span>
      </Link>
      <div className="grid min-h-0 flex-1 grid-cols-3 gap-1.5">
        {works.slice(0, 3).map((work) => (
          <Link
            key={work.id}
            to={artworkPath(work.id)}
            className="relative overflow-hidden rounded-md"
            title={work.title}
          >
            <Pximg src={work.src} alt={work.title} seed={work.id} />
          </Link>
        ))}
      </div>
    </div>
  );
}
