// A page path whose id is not an id of its kind (/artworks/abc): the server answers 404, as for any
// other path that is no page, and the app shows its not-found screen under the route's own bar.
import { expect, test } from "./fixtures.js";

for (const path of ["/artworks/abc", "/users/abc", "/novel/12ab", "/user/11/series/abc"]) {
  test(`${path} answers 404 and shows the not-found screen`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId("not-found")).toBeVisible();
  });
}
