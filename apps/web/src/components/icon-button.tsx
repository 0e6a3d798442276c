/**
 * A button that shows only an icon: `label` is both its accessible name and its tooltip (undefined
 * while the messages load: the button holds its place meanwhile). Everything else is a button's own
 * attributes (pressed or expanded state, click, look) and its icon as the child, hidden from screen
 * readers by the caller (`aria-hidden`).
 */
import type { ButtonHTMLAttributes } from "react";

export function IconButton({
  label,
  testId,
  type = "button",
  ...button
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "aria-label" | "title" | "type"> & {
  label: string | undefined;
  testId?: string;
  type?: "button" | "submit";
}) {
  return <button type={type} data-testid={testId} aria-label={label} title={label} {...button} />;
}
