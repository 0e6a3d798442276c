/**
 * The comments popup of the novel page (PRODUCT.md §2 Novel detail): a modal sheet with the comments,
 * 10 on the first page. Escape, the backdrop and the close button close it.
 */
import { COMMENT_PAGE_SIZES } from "@pxv/pixiv";
import { useTranslation } from "../../i18n/use-translation";
import { CloseButton } from "../../components/close-button";
import { ModalSheet } from "../../components/modal-sheet";
import type { CommentKind } from "../../data/people-source";
import { Comments } from "./comments";

export function CommentsPopup({ kind, id, onClose }: { kind: CommentKind; id: number; onClose: () => void }) {
  const { t } = useTranslation("reader");
  return (
    <ModalSheet testId="comments-popup" onClose={onClose} className="p-0">
      <div className="sticky top-0 flex justify-end bg-inherit p-2">
        <CloseButton
          label={t("comments.close")}
          onClick={onClose}
          size="lg"
          className="p-1 hover:bg-neutral-200 dark:hover:bg-neutral-800"
        />
      </div>
      <div className="px-4 pb-4">
        <Comments kind={kind} id={id} limit={COMMENT_PAGE_SIZES.popup} />
      </div>
    </ModalSheet>
  );
}
