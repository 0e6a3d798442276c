// Sets the browser tab's title for the current page ("<page> · pxv"; just "pxv" without one).
import { useEffect } from "react";

const APP_NAME = "pxv";

export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title === undefined || title === "" ? APP_NAME : `${title} · ${APP_NAME}`;
  }, [title]);
}
