// The app taking over from the server's first screen (takeover.ts): a snapshot in another language,
// or hidden by the page's early script, goes at once; otherwise it is laid over the page as an inert
// picture (no ids, test ids or second `main` for the app's page to collide with) and goes at the
// first input.
import { FIRST_SCREEN_ELEMENT_ID, FIRST_SCREEN_LANGUAGE_ATTRIBUTE } from "@pxv/pixiv";
import { afterEach, describe, expect, it } from "vitest";
import { takeOverFirstScreen } from "./takeover";

function pageWithSnapshot(language: string): HTMLElement {
  document.body.innerHTML = `<div id="root"><div id="${FIRST_SCREEN_ELEMENT_ID}" ${FIRST_SCREEN_LANGUAGE_ATTRIBUTE}="${language}"><main class="pb-1"><h2 id="home-rank">Daily ranking</h2><a data-testid="artwork-card" href="/artworks/1"><img src="/-/c/1.jpg" alt="one"></a></main></div></div>`;
  const root = document.getElementById("root");
  if (root === null) throw new Error("no root");
  return root;
}

const snapshot = (): HTMLElement | null => document.getElementById(FIRST_SCREEN_ELEMENT_ID);

afterEach(() => {
  document.body.innerHTML = "";
  document.head.innerHTML = "";
});

describe("the app taking over the first screen", () => {
  it("drops a snapshot in another language than the app's", () => {
    const root = pageWithSnapshot("en");
    takeOverFirstScreen(root, "ja");
    expect(snapshot()).toBeNull();
    expect(root.childElementCount).toBe(0);
  });

  it("drops a snapshot the page's early script hid", () => {
    const root = pageWithSnapshot("en");
    const hide = document.createElement("style");
    hide.textContent = `#${FIRST_SCREEN_ELEMENT_ID}{display:none}`;
    document.head.append(hide);
    takeOverFirstScreen(root, "en");
    expect(snapshot()).toBeNull();
  });

  it("lays the snapshot over the page as an inert picture of itself, until the first input", () => {
    const root = pageWithSnapshot("en");
    takeOverFirstScreen(root, "en");
    const over = snapshot();
    expect(over).not.toBeNull();
    expect(root.childElementCount).toBe(0);
    expect(root.nextElementSibling).toBe(over);
    expect(over?.inert).toBe(true);
    expect(over?.getAttribute("aria-hidden")).toBe("true");
    expect(over?.style.position).toBe("absolute");
    expect(over?.style.pointerEvents).toBe("none");
    expect(over?.querySelector("main, [data-testid], [id]")).toBeNull();
    // The picture is the same element, still loaded.
    expect(over?.querySelector("img")?.getAttribute("src")).toBe("/-/c/1.jpg");
    window.dispatchEvent(new Event("pointerdown"));
    expect(snapshot()).toBeNull();
  });

  it("does nothing on a page without a snapshot", () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById("root");
    if (root === null) throw new Error("no root");
    expect(() => {
      takeOverFirstScreen(root, "en");
    }).not.toThrow();
    expect(document.body.innerHTML).toBe('<div id="root"></div>');
  });
});
