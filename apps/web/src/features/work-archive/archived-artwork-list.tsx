/**
 * A list of bookmarked works or local favourites over the bookmark archive: the "Lost only" switch
 * and the export buttons in its header, then the shared artwork list with each lost work shown from
 * the archive (use-archived-artworks.ts). With "Lost only" on, the list is the archive's and does not
 * page; its test id gets `-lost`.
 */
import type { Artwork } from "@pxv/pixiv";
import { Archive } from "lucide-react";
import { ArtworkList } from "../../components/lists/artwork-list";
import { CardNoteContext } from "../../components/card-note";
import { asGridItems } from "../../components/lists/list-item";
import type { ListLoad } from "../../components/lists/list-load";
import { ListSwitch } from "../../components/lists/list-switches";
import { useNamespace } from "../../i18n/use-namespace";
import { useTranslation } from "../../i18n/use-translation";
import type { ArchiveSource } from "../../storage/work-archive-record";
import { ArchiveExportButtons } from "./archive-export-buttons";
import { LOST_ONLY_PARAM, useArchivedArtworks, useLostOnly } from "./use-archived-artworks";

/** "Lost only": the list shows just the works pixiv deleted or hid, from the archive. */
export function LostOnlySwitch() {
  const ready = useNamespace("archive");
  const { t } = useTranslation("archive");
  return (
    <ListSwitch
      param={LOST_ONLY_PARAM}
      on={useLostOnly()}
      label={ready ? t("lost_only") : undefined}
      icon={Archive}
      testId="lost-only-switch"
    />
  );
}

export function ArchivedArtworkList({
  artworks,
  source,
  load,
  testId,
}: {
  artworks: readonly Artwork[];
  source: ArchiveSource;
  load?: ListLoad | undefined;
  testId: string;
}) {
  const archived = useArchivedArtworks(artworks, source);
  return (
    <>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <LostOnlySwitch />
        <ArchiveExportButtons />
      </div>
      <CardNoteContext.Provider value={archived.note}>
        {archived.lostOnly ? (
          archived.ready ? (
            <ArtworkList items={asGridItems(archived.artworks)} keepsSeen testId={`${testId}-lost`} />
          ) : null
        ) : (
          <ArtworkList items={asGridItems(archived.artworks)} load={load} keepsSeen testId={testId} />
        )}
      </CardNoteContext.Provider>
    </>
  );
}
