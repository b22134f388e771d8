import { expect, type Page } from "@playwright/test";

/** Navigates and waits until React has hydrated, so typing reaches controlled inputs. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
  return response;
}
