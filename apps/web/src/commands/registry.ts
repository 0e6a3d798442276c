/**
 * The command registry: every command pxv offers, declared once with its id, scope, default keys,
 * icon, when it applies and what it does (and, for menus, what to write after the label and why an
 * item is disabled). The key handler (use-command-keys.ts), the shortcut sheet, the keys settings
 * screen and the artwork card's long-press / right-click menu all read this list;
 * labels are `keys:commands.<id>` in every language. Bindings the user changed live in the settings
 * (bindings.ts); the defaults here never take a key the browser or a screen reader needs.
 */
import { translator, type TFunction } from "../i18n/translator";
import {
  Ban,
  Bookmark,
  Download,
  Languages,
  Lock,
  Presentation,
  Star,
  StarOff,
  Tag,
  UserRound,
} from "lucide-react";
import { featureSlot } from "../components/feature-slots";
import { pathTo, rankPath, SEARCH_PATH, userPath, DEFAULT_RANK_TYPE } from "../routing/paths";
import { useSettingsStore } from "../settings/settings-store";
import { loadNamespaces } from "../i18n/i18n";
import { toast } from "../lib/toast";
import type { ArtworkTarget, CommandContext } from "../components/command-targets";
import { isLocalFavorite } from "../storage/local-favorite-keys";
import type { Command } from "./command-types";

/** Tags a menu offers for blocking, at most. */
const BLOCKABLE_TAGS = 8;

const onList = (context: CommandContext): boolean =>
  context.list !== undefined && context.work === undefined && context.viewer === undefined;
const onWork = (context: CommandContext): boolean =>
  context.work !== undefined && context.viewer === undefined;
const onPages = (context: CommandContext): boolean => onWork(context) && context.pages !== undefined;
const onArtwork = (context: CommandContext): boolean =>
  context.artwork !== undefined && context.viewer === undefined;
const inReader = (context: CommandContext): boolean =>
  context.reader !== undefined && context.viewer === undefined;
const outsideViewer = (context: CommandContext): boolean =>
  context.app !== undefined && context.viewer === undefined;

const go =
  (path: () => string) =>
  (context: CommandContext): void => {
    context.app?.navigate(path());
  };

/** Says what was blocked, in the browse messages (loaded here when the screen has not). */
function confirmBlocked(message: (t: TFunction<"browse">) => string): void {
  void loadNamespaces(["browse"]).then(() => {
    toast.success(message(translator.fixedT("browse")));
  });
}

/** Whether the work on screen (or under the card menu) is a local favourite here; null: not known yet. */
const localFavorite = (context: CommandContext): boolean | null =>
  context.artwork === undefined ? null : isLocalFavorite("illust", context.artwork.artwork.id);

/** Adds the work to the local favourites or removes it (storage/local-favorites.ts), and says so. */
function keepLocally(target: ArtworkTarget | undefined, keep: boolean): void {
  if (target === undefined) return;
  const { artwork } = target;
  void Promise.all([import("../storage/local-favorites"), loadNamespaces(["account"])])
    .then(([favorites]) =>
      keep ? favorites.addLocalFavorite(artwork) : favorites.removeLocalFavorite("illust", artwork.id),
    )
    .then(() => {
      toast.success(translator.fixedT("account")(keep ? "local_favorites.added" : "local_favorites.removed"));
    });
}

/** Puts the cursor in the search field on screen, or opens Search (which focuses its own). */
function focusSearch(context: CommandContext): void {
  const field = document.querySelector<HTMLInputElement>("[data-testid=search-input]");
  if (field !== null) field.focus();
  else context.app?.navigate(SEARCH_PATH);
}

export const COMMANDS: readonly Command[] = [
  { id: "shortcuts", scope: "app", keys: ["?"], when: outsideViewer, perform: (c) => c.app?.openSheet() },
  { id: "focus-search", scope: "app", keys: ["/"], when: outsideViewer, perform: focusSearch },
  { id: "go-home", scope: "app", keys: ["g h"], when: outsideViewer, perform: go(() => pathTo("Home")) },
  {
    id: "go-rank",
    scope: "app",
    keys: ["g r"],
    when: outsideViewer,
    perform: go(() => rankPath(DEFAULT_RANK_TYPE)),
  },
  { id: "go-search", scope: "app", keys: ["g s"], when: outsideViewer, perform: go(() => SEARCH_PATH) },
  {
    id: "go-following",
    scope: "app",
    keys: ["g f"],
    when: outsideViewer,
    perform: go(() => pathTo("Following")),
  },
  {
    id: "slideshow",
    scope: "app",
    keys: ["p"],
    icon: Presentation,
    when: (c) => outsideViewer(c) && (c.list !== undefined || c.work !== undefined),
    perform: (c) => {
      featureSlot("startSlideshow")(onWork(c) ? (c.artwork?.artwork ?? null) : null);
    },
  },

  {
    id: "card-next",
    scope: "list",
    keys: ["j", "ArrowDown", "ArrowRight"],
    when: onList,
    perform: (c) => c.list?.move(1),
  },
  {
    id: "card-previous",
    scope: "list",
    keys: ["k", "ArrowUp", "ArrowLeft"],
    when: onList,
    perform: (c) => c.list?.move(-1),
  },
  { id: "card-open", scope: "list", keys: ["Enter"], when: onList, perform: (c) => c.list?.open() },
  { id: "card-expand", scope: "list", keys: ["e"], when: onList, perform: (c) => c.list?.expand() },

  { id: "back", scope: "work", keys: ["Escape", "Backspace"], when: onWork, perform: (c) => c.app?.back() },
  { id: "work-previous", scope: "work", keys: ["ArrowLeft"], when: onWork, perform: (c) => c.work?.go(-1) },
  { id: "work-next", scope: "work", keys: ["ArrowRight"], when: onWork, perform: (c) => c.work?.go(1) },
  {
    id: "page-previous",
    scope: "work",
    keys: ["PageUp", ","],
    when: onPages,
    perform: (c) => c.pages?.page(-1),
  },
  {
    id: "page-next",
    scope: "work",
    keys: ["PageDown", "."],
    when: onPages,
    perform: (c) => c.pages?.page(1),
  },
  { id: "zoom", scope: "work", keys: ["z"], when: onPages, perform: (c) => c.pages?.zoom() },
  {
    id: "translate-pictures",
    scope: "work",
    keys: ["t"],
    icon: Languages,
    // On the work's page and in its zoom viewer alike.
    when: (c) => c.translation !== undefined,
    perform: (c) => c.translation?.toggle(),
  },
  {
    id: "bookmark",
    scope: "work",
    keys: ["b"],
    icon: Bookmark,
    when: onArtwork,
    enabled: (c) => c.artwork?.signedIn === true,
    perform: (c) => c.artwork?.bookmark("toggle"),
  },
  {
    id: "bookmark-private",
    scope: "work",
    keys: ["Shift+b"],
    icon: Lock,
    when: onArtwork,
    enabled: (c) => c.artwork?.signedIn === true && !c.artwork.artwork.is_bookmarked,
    perform: (c) => c.artwork?.bookmark("private"),
    inCardMenu: (app) => app.isLongpressPrivateBookmark,
    menuHint: (c, t) => (c.artwork?.signedIn === false ? t("card.sign_in_to_bookmark") : undefined),
  },
  {
    id: "follow",
    scope: "work",
    keys: ["f"],
    when: onArtwork,
    enabled: (c) => c.artwork?.signedIn === true,
    perform: (c) => c.artwork?.follow(),
  },
  {
    id: "download",
    scope: "work",
    keys: ["d"],
    icon: Download,
    when: onArtwork,
    perform: (c) => c.artwork?.download(),
    inCardMenu: (app) => app.isLongpressDL,
  },
  {
    id: "local-favorite-add",
    scope: "work",
    keys: ["s"],
    icon: Star,
    when: onArtwork,
    enabled: (c) => localFavorite(c) !== true,
    perform: (c) => {
      keepLocally(c.artwork, true);
    },
    inCardMenu: (app) => app.isLongpressLocalFavorite,
  },
  {
    id: "local-favorite-remove",
    scope: "work",
    keys: ["Shift+s"],
    icon: StarOff,
    when: onArtwork,
    enabled: (c) => localFavorite(c) === true,
    perform: (c) => {
      keepLocally(c.artwork, false);
    },
    inCardMenu: (app) => app.isLongpressLocalFavorite,
  },
  {
    id: "author",
    scope: "work",
    keys: ["u"],
    icon: UserRound,
    when: onArtwork,
    perform: (c) => {
      if (c.artwork !== undefined) c.app?.navigate(userPath(c.artwork.artwork.author.id));
    },
  },
  { id: "comments", scope: "work", keys: ["c"], when: onWork, perform: (c) => c.work?.comments() },
  {
    id: "block-user",
    scope: "work",
    keys: [],
    icon: Ban,
    when: onArtwork,
    perform: (c) => {
      if (c.artwork === undefined) return;
      const { author } = c.artwork.artwork;
      const { blockedUserIds, update } = useSettingsStore.getState();
      if (!blockedUserIds.includes(author.id)) update({ blockedUserIds: [...blockedUserIds, author.id] });
      confirmBlocked((t) => t("card.blocked_user", { name: author.name }));
    },
    inCardMenu: (app) => app.isLongpressBlock,
    menuDetail: (c) => c.artwork?.artwork.author.name,
  },
  {
    id: "block-tag",
    scope: "work",
    keys: [],
    icon: Tag,
    when: onArtwork,
    choices: (c) => (c.artwork?.artwork.tags ?? []).slice(0, BLOCKABLE_TAGS).map((tag) => tag.name),
    perform: (_c, tag) => {
      if (tag === undefined) return;
      const { blockedTags, update } = useSettingsStore.getState();
      if (!blockedTags.includes(tag)) update({ blockedTags: [...blockedTags, tag] });
      confirmBlocked((t) => t("card.blocked_tag", { tag }));
    },
    inCardMenu: (app) => app.isLongpressBlock,
  },

  {
    id: "zoom-in",
    scope: "viewer",
    keys: ["+"],
    when: (c) => c.viewer !== undefined,
    perform: (c) => c.viewer?.zoomBy(1),
  },
  {
    id: "zoom-out",
    scope: "viewer",
    keys: ["-"],
    when: (c) => c.viewer !== undefined,
    perform: (c) => c.viewer?.zoomBy(-1),
  },
  {
    id: "zoom-reset",
    scope: "viewer",
    keys: ["0"],
    when: (c) => c.viewer !== undefined,
    perform: (c) => c.viewer?.zoomReset(),
  },

  { id: "reader-next", scope: "reader", keys: ["Space"], when: inReader, perform: (c) => c.reader?.page(1) },
  {
    id: "reader-previous",
    scope: "reader",
    keys: ["Shift+Space"],
    when: inReader,
    perform: (c) => c.reader?.page(-1),
  },
  {
    id: "text-settings",
    scope: "reader",
    keys: ["t"],
    when: inReader,
    perform: (c) => c.reader?.textSettings(),
  },
];

export type CommandId = string;

export function commandById(id: string): Command | undefined {
  return COMMANDS.find((command) => command.id === id);
}

/** Whether a command can be put on a key (one that asks for a choice cannot). */
export const isKeyable = (command: Command): boolean => command.choices === undefined;
