/**
 * A live's websocket while the page is open: each JSON message is checked against the Sketch
 * message schema, normalized and handed to `onEvent`; `finish` closes the socket. Leaving the page
 * (or a new live id) closes it; a refused or dropped connection ends quietly with state "closed",
 * which the page shows. Nothing reconnects behind the viewer's back.
 */
import { normalizeLiveEvent, type LiveEvent } from "@pxv/pixiv";
import { useEffect, useRef, useState } from "react";
import { loadWireSchemas } from "../../data/load-wire-schemas";

export type SocketState = "connecting" | "open" | "closed";

export function useLiveSocket(
  url: string | null,
  onEvent: (event: LiveEvent) => void,
  rewriteImageUrl: (url: string) => string,
): SocketState {
  const [state, setState] = useState<SocketState>("connecting");
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  }, [onEvent]);

  useEffect(() => {
    if (url === null) return undefined;
    let closed = false;
    const socket = new WebSocket(url);
    const schemas = loadWireSchemas();
    socket.addEventListener("open", () => {
      if (!closed) setState("open");
    });
    socket.addEventListener("close", () => {
      if (!closed) setState("closed");
    });
    socket.addEventListener("message", (message: MessageEvent<unknown>) => {
      if (typeof message.data !== "string") return;
      let body: unknown;
      try {
        body = JSON.parse(message.data);
      } catch {
        return;
      }
      void schemas.then(({ sketchSocketMessageSchema }) => {
        if (closed) return;
        const parsed = sketchSocketMessageSchema.safeParse(body);
        if (!parsed.success) return;
        const event = normalizeLiveEvent(parsed.data, { rewriteImageUrl });
        handler.current(event);
        if (event.type === "finish") socket.close(1000, "finished");
      });
    });
    return () => {
      closed = true;
      socket.close(1000, "left");
    };
  }, [url, rewriteImageUrl]);

  return url === null ? "closed" : state;
}
