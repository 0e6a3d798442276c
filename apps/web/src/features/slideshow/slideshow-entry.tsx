/**
 * The slideshow's foothold in the app shell, kept tiny (it ships with the first route): `openSlideshow`
 * asks for full screen at once (it must, inside the click or key press) and announces the request;
 * `SlideshowEntry`, mounted by the shell, then loads the slideshow itself (slideshow-view.tsx) on first
 * use. Which list it shows: the one after the header row a button sits in, the list with the keyboard
 * focus (else the first in view) for the command, or the list a work was opened from.
 */
import type { Artwork } from "@pxv/pixiv";
import { lazy, Suspense, useEffect, useState } from "react";
import { SHOWN_LIST_ATTRIBUTE } from "../../components/lists/shown-lists";
import { openedFromList } from "../../routing/overlay-route";
import type { SlideshowRequest } from "./slideshow-request";

const SlideshowView = lazy(() => import("./slideshow-view"));

const OPEN_EVENT = "pxv-slideshow-open";

const LIST_SELECTOR = `[${SHOWN_LIST_ATTRIBUTE}]`;

/** The list a header row heads: the first one after `element` in the page. */
export function listAfter(element: Element): string | null {
  for (const list of document.querySelectorAll(LIST_SELECTOR)) {
    if (element.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING) {
      return list.getAttribute(SHOWN_LIST_ATTRIBUTE);
    }
  }
  return null;
}

/** The list with the keyboard focus, else the first one in view. */
function focusedList(): string | null {
  const focused = document.activeElement?.closest(LIST_SELECTOR);
  if (focused) return focused.getAttribute(SHOWN_LIST_ATTRIBUTE);
  for (const list of document.querySelectorAll(LIST_SELECTOR)) {
    const box = list.getBoundingClientRect();
    if (box.height > 0 && box.bottom > 0 && box.top < window.innerHeight) {
      return list.getAttribute(SHOWN_LIST_ATTRIBUTE);
    }
  }
  return null;
}

export function openSlideshow(request: SlideshowRequest): void {
  if (document.fullscreenElement === null && document.fullscreenEnabled) {
    document.documentElement.requestFullscreen().catch(() => undefined);
  }
  window.dispatchEvent(new CustomEvent<SlideshowRequest>(OPEN_EVENT, { detail: request }));
}

/** The slideshow command: from the work on screen (and the list it was opened from), else the focused list. */
export function startSlideshow(artwork: Artwork | null): void {
  if (artwork !== null) {
    const state = (window.history.state as { usr?: unknown } | null)?.usr;
    openSlideshow({ listId: openedFromList(state), startId: artwork.id, artwork });
    return;
  }
  const listId = focusedList();
  if (listId !== null) openSlideshow({ listId, startId: null, artwork: null });
}

export function SlideshowEntry() {
  const [request, setRequest] = useState<SlideshowRequest | null>(null);
  useEffect(() => {
    const onOpen = (event: Event): void => {
      if (event instanceof CustomEvent) setRequest(event.detail as SlideshowRequest);
    };
    window.addEventListener(OPEN_EVENT, onOpen);
    return () => {
      window.removeEventListener(OPEN_EVENT, onOpen);
    };
  }, []);
  if (request === null) return null;
  return (
    <Suspense fallback={null}>
      <SlideshowView
        request={request}
        onClose={() => {
          setRequest(null);
        }}
      />
    </Suspense>
  );
}
