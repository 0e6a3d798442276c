// The artwork page: a hostile caption renders as safe text and links; ugoira and restricted works
// say what they are.
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { artwork } from "../../test/fixtures";
import { renderApp, stubSource } from "../../test/render-app";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Artwork page", () => {
  it("renders a hostile caption as text, line breaks and safe links only", async () => {
    const caption =
      'Hello<br /><script>window.__pwned = true</script><img src=x onerror="window.__pwned = true">' +
      '<a href="javascript:alert(1)">bad</a> <a href="pixiv://illusts/130000002">next</a> ' +
      '<a href="https://example.com/" onclick="x()">site</a><strong>bold</strong>';
    await renderApp(
      "/artworks/130000001",
      stubSource({ getArtwork: () => Promise.resolve(artwork({ caption })) }),
    );

    const box = await screen.findByTestId("artwork-caption");
    expect(box.querySelector("script, img, [onerror], [onclick]")).toBeNull();
    expect(box.textContent).toBe("Hellobad next sitebold");
    expect(box.querySelectorAll("br")).toHaveLength(1);
    expect(within(box).getByRole("link", { name: "next" }).getAttribute("href")).toBe("/artworks/130000002");
    const external = within(box).getByRole("link", { name: "site" });
    expect(external.getAttribute("href")).toBe("https://example.com/");
    expect(external.getAttribute("rel")).toBe("noopener noreferrer nofollow");
    expect(within(box).queryByRole("link", { name: "bad" })).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it("shows tags with their translations and the counts", async () => {
    await renderApp(
      "/artworks/130000001",
      stubSource({ getArtwork: () => Promise.resolve(artwork({ totalComments: 3 })) }),
    );
    const tags = await screen.findByTestId("artwork-tags");
    expect(within(tags).getByRole("link", { name: "#オリジナル" }).getAttribute("href")).toBe(
      `/search/${encodeURIComponent("オリジナル")}`,
    );
    expect(tags.textContent).toContain("original");
    expect(screen.getByTestId("artwork-views").textContent).toBe("12.3K");
    expect(screen.getByTestId("artwork-bookmarks").textContent).toBe("678");
  });

  it("gives every page a box of the work's aspect before it loads", async () => {
    await renderApp(
      "/artworks/130000001",
      stubSource({ getArtwork: () => Promise.resolve(artwork({ pageCount: 2, width: 1000, height: 1500 })) }),
    );
    const images = await screen.findAllByTestId("artwork-image");
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(image.closest("figure")?.style.aspectRatio).toBe("1000 / 1500");
    }
    expect(images[0]?.getAttribute("loading")).toBe("eager");
    expect(images[1]?.getAttribute("loading")).toBe("lazy");
  });

  it("notes that ugoira playback is not there yet", async () => {
    await renderApp(
      "/artworks/130000001",
      stubSource({ getArtwork: () => Promise.resolve(artwork({ type: "ugoira" })) }),
    );
    expect(
      await screen.findByText("Animation playback is coming soon; the first frame is shown."),
    ).toBeTruthy();
  });
});
