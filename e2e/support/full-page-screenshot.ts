import type { Page } from 'playwright-core';

/**
 * A screenshot of the whole page. Sections below the first screen skip rendering until they
 * near the viewport (`render-when-near`), and a full-page capture does not scroll: they are
 * rendered for the capture, as a visitor scrolling down would see them.
 */
export async function fullPageScreenshot(page: Page, file: string): Promise<void> {
  const style = await page.addStyleTag({
    content: '.render-when-near { content-visibility: visible !important; }',
  });
  try {
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await page.screenshot({ path: file, fullPage: true });
  } finally {
    await style.evaluate((element) => element.parentNode?.removeChild(element));
  }
}
