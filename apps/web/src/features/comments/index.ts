// The comments component for artworks and novels (mounted by the artwork and novel pages).
export { Comments, type CommentsProps } from "./comments";
export { CommentsPopup } from "./comments-popup";
