import type { Locator } from 'playwright-core';

/**
 * The text of every element in `locator` (itself included) that is wider inside than it shows:
 * text cut off by an ellipsis or an overflow, or a row whose end is scrolled out of sight.
 */
export function cutOffText(locator: Locator): Promise<string[]> {
  return locator.evaluate((root) =>
    [root, ...Array.from(root.querySelectorAll('*'))]
      .filter((element) => element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent?.trim() ?? ''),
  );
}
