// The artwork page: a hostile caption renders as safe text and links; collapse rules, the ugoira
// player, the deleted-work path and manual loading of related works.
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DataSourceError } from "../../data/errors";
import { artwork } from "../../test/fixtures";
import { renderApp, stubSource } from "../../test/render-app";
import { useSettingsStore } from "../../settings/settings-store";

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

    // The first render loads the page chunk and its messages: allow it time.
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

  it("puts a play button over an ugoira's first page", async () => {
    await renderApp(
      "/artworks/130000001",
      stubSource({ getArtwork: () => Promise.resolve(artwork({ type: "ugoira" })) }),
    );
    expect(await screen.findByTestId("ugoira-play")).toBeTruthy();
    expect(screen.getByTestId("ugoira-player").dataset["state"]).toBe("idle");
    expect(screen.getByTestId("ugoira-download")).toBeTruthy();
  });

  it("collapses works of 3 or more pages until asked", async () => {
    await renderApp(
      "/artworks/130000001",
      stubSource({ getArtwork: () => Promise.resolve(artwork({ pageCount: 3 })) }),
    );
    const pages = await screen.findByTestId("artwork-pages");
    expect(pages.dataset["collapsed"]).toBe("true");
    fireEvent.click(screen.getByTestId("show-all-pages"));
    expect(pages.dataset["collapsed"]).toBe("false");
  });

  it("collapses a caption over 500 characters", async () => {
    await renderApp(
      "/artworks/130000001",
      stubSource({ getArtwork: () => Promise.resolve(artwork({ caption: "あ".repeat(501) })) }),
    );
    const caption = await screen.findByTestId("artwork-caption");
    expect(caption.dataset["collapsed"]).toBe("true");
    fireEvent.click(screen.getByTestId("caption-toggle"));
    expect(caption.dataset["collapsed"]).toBe("false");
  });

  it("with R-18 on, asks pid-recover about a work pixiv no longer has and shows what it found", async () => {
    useSettingsStore.getState().setContent({ r18: true });
    const recoverArtwork = vi.fn(() =>
      Promise.resolve([
        {
          source: "https://www.pixiv.net/artworks/75000020",
          tags: ["1girl", "solo"],
          createDate: "2024-03-05T15:00:00.000Z",
          fileUrl: "https://booru.example/data/original/a.jpg",
          sampleUrl: "https://booru.example/data/sample/a.jpg",
        },
      ]),
    );
    await renderApp(
      "/artworks/75000020",
      stubSource({
        getArtwork: () => Promise.reject(new DataSourceError("not_found", "尚无此页", { status: 404 })),
        recoverArtwork,
      }),
    );
    expect((await screen.findByTestId("recover-tags")).textContent).toBe("#1girl #solo");
    expect(recoverArtwork).toHaveBeenCalledWith(75000020, expect.anything());
    useSettingsStore.getState().setContent({ r18: false });
  });

  it.each([
    ["an 8-digit id with R-18 off", 75000020, "recover-needs-r18"],
    ["an id too short for pid-recover", 1, null],
  ] as const)(
    "says a missing work was deleted or is hidden, without a search, for %s",
    async (_, id, hint) => {
      const recoverArtwork = vi.fn(() => Promise.resolve([]));
      await renderApp(
        `/artworks/${String(id)}`,
        stubSource({
          getArtwork: () => Promise.reject(new DataSourceError("not_found", "尚无此页", { status: 404 })),
          recoverArtwork,
        }),
      );
      expect((await screen.findByRole("alert")).textContent).toContain(String(id));
      expect(screen.getByTestId("work-deleted")).toBeTruthy();
      expect(screen.queryByTestId("recover-needs-r18") !== null).toBe(hint !== null);
      expect(recoverArtwork).not.toHaveBeenCalled();
    },
  );

  it("loads related works only on the button when manual loading is set", async () => {
    useSettingsStore.getState().setAppSetting("manualLoadRelated", true);
    const getRelatedArtworks = vi.fn(() => Promise.resolve({ artworks: [], nextPage: null }));
    await renderApp(
      "/artworks/130000001",
      stubSource({ getArtwork: () => Promise.resolve(artwork()), getRelatedArtworks }),
    );
    const button = await screen.findByTestId("load-related");
    expect(getRelatedArtworks).not.toHaveBeenCalled();
    fireEvent.click(button);
    await waitFor(() => {
      expect(getRelatedArtworks).toHaveBeenCalled();
    });
    useSettingsStore.getState().setAppSetting("manualLoadRelated", false);
  });
});
