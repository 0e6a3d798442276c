/**
 * The comments popup of the novel page (PRODUCT.md §2 Novel detail): a modal sheet with the comments,
 * 10 on the first page. Escape, the backdrop and the close button close it.
 */
import { COMMENT_PAGE_SIZES } from "@pxv/pixiv";
import { useTranslation } from "../../i18n/use-translation";
import { ModalSheet } from "../../components/modal-sheet";
import type { CommentKind } from "../../data/people-source";
import { Comments } from "./comments";

export function CommentsPopup({ kind, id, onClose }: { kind: CommentKind; id: number; onClose: () => void }) {
  const { t } = useTranslation("reader");
  return (
    <ModalSheet testId="comments-popup" onClose={onClose} className="p-0" closeLabel={t("comments.close")}>
      <div className="px-4 pb-4">
        <Comments kind={kind} id={id} limit={COMMENT_PAGE_SIZES.popup} />
      </div>
    </ModalSheet>
  );
}
