// Lives against the sandbox's sketch host: the list, and a live page whose chat log grows with
// messages pushed over the websocket, with the counts and the clock; leaving closes the socket.
import { expect, test } from "./fixtures.js";
import { withSettings } from "./search-helpers.js";

test("the list shows lives on air, adult ones only with R-18 on", async ({ page, request }) => {
  await withSettings(page);
  const body = (await (await request.get("/api/pixiv/live_list")).json()) as {
    lives: { id: string; is_adult: boolean; is_r18: boolean; is_r15: boolean }[];
  };
  const visible = body.lives.filter((live) => !live.is_adult && !live.is_r18 && !live.is_r15);
  await page.goto("/lives");
  const cards = page.getByTestId("live-list").getByTestId("live-card");
  await expect(cards.first()).toBeVisible();
  await expect(cards).toHaveCount(visible.length);
});

test("a live page plays, receives pushed chat messages and tears down on leaving", async ({
  page,
  request,
}) => {
  await withSettings(page);
  const body = (await (await request.get("/api/pixiv/live_list")).json()) as {
    lives: { id: string; name: string; is_adult: boolean }[];
  };
  const live = body.lives.find((entry) => !entry.is_adult);
  if (live === undefined) throw new Error("no all-ages live");
  const socket = page.waitForEvent("websocket", (ws) =>
    ws.url().includes(`/api/sketch/ws/lives?live_id=${live.id}`),
  );
  const playlist = page.waitForResponse(
    (response) =>
      response.url().includes(`/api/sketch/hls/${live.id}/`) && response.url().endsWith("index.m3u8"),
  );
  await page.goto(`/live/${live.id}`);
  expect((await playlist).status()).toBe(200);
  await expect(page.getByTestId("live-title")).toHaveText(live.name);
  const ws = await socket;
  const messages = page.getByTestId("live-chat-message");
  await expect(messages.first()).toBeVisible();
  const logged = await messages.count();
  await expect(page.getByTestId("live-socket")).toHaveAttribute("data-state", "open");

  // Pushed messages: the log grows beyond what logs.json gave, and the chat count follows.
  const chatCount = Number((await page.getByTestId("live-chat-count").textContent()) ?? "0");
  await expect.poll(() => messages.count(), { timeout: 15_000 }).toBeGreaterThan(logged);
  await expect
    .poll(async () => Number((await page.getByTestId("live-chat-count").textContent()) ?? "0"))
    .toBeGreaterThan(chatCount);
  await expect(page.getByTestId("live-performer").first()).toBeVisible();
  // hls.js plays the sandbox's stream: the video's clock moves.
  await expect
    .poll(() => page.getByTestId("live-video").evaluate((video: HTMLVideoElement) => video.currentTime), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
  const clock = (await page.getByTestId("live-clock").textContent()) ?? "";
  await expect
    .poll(async () => page.getByTestId("live-clock").textContent(), { timeout: 5000 })
    .not.toBe(clock);

  // Leaving inside the app: the socket closes and the player stops fetching the stream.
  await page.getByTestId("top-bar-back").click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => ws.isClosed()).toBe(true);
  let streamed = false;
  page.on("request", (req) => {
    if (req.url().includes("/api/sketch/hls/")) streamed = true;
  });
  await page.waitForTimeout(2500);
  expect(streamed).toBe(false);
});
