// Counts read as the language's grammar wants in a real browser: in Russian (one, few and many
// forms) the history import reports 1, 3 and 5 imported entries and 2 skipped ones each with its own
// form, where a single "{{count}} записей" once read "1 записей".
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.js";

test.use({ locale: "ru-RU" });

/** History entries with ids from `first`, as the history file holds them. */
const entries = (first: number, count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: first + index,
    title: `Работа ${String(first + index)}`,
    images: [],
    tags: [],
    author: { id: 7, name: "Автор" },
  }));

async function importHistory(page: Page, content: unknown): Promise<void> {
  await page.getByTestId("history-import-file").setInputFiles({
    name: "history.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(content)),
  });
}

test("the history import counts entries in Russian with one, few and many forms", async ({ page }) => {
  await page.goto("/setting/preference");
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  const done = page.getByTestId("import-done");

  await importHistory(page, [entries(1, 1)]);
  await expect(done).toHaveText("Импортирована 1 запись");

  await importHistory(page, [[...entries(10, 3), { title: "без id" }], "не список"]);
  await expect(done).toHaveText("Импортированы 3 записи");
  await expect(page.getByTestId("import-report")).toContainText("Пропущены 2 неверные записи");

  await importHistory(page, [entries(20, 5)]);
  await expect(done).toHaveText("Импортировано 5 записей");

  await importHistory(page, [entries(30, 21)]);
  await expect(done).toHaveText("Импортирована 21 запись");
});
