import type { Locator } from 'playwright-core';

/** The element's text as the user sees it: hidden descendants are left out. */
export function visibleText(locator: Locator): Promise<string> {
  // biome-ignore lint/performance/useDomNodeTextContent: this is Playwright's Locator, and rendered text is the point
  return locator.innerText();
}
