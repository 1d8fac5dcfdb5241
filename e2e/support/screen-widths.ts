import type { BrowserSession } from './browser-session.ts';

/** The widths a member uses: a phone, a tablet and a desktop. */
export const SCREEN_WIDTHS = [375, 768, 1440] as const;

/** The viewport at `width`: a phone's screen is taller for its width than a desktop's. */
export function screenAt(width: number, height?: number) {
  return { width, height: height ?? (width < 768 ? 812 : 900) };
}

/**
 * Looks at the page as it stands at each of `widths` (by default `SCREEN_WIDTHS`): the viewport is resized, the page
 * laid out again and left to load what the new size shows, then `look` runs its checks and
 * screenshots for that width. The viewport is then put back, so one flow walks the screens and
 * each width sees every step. `height` fixes the viewport's height at every width.
 */
export async function atEachWidth(
  session: BrowserSession,
  look: (width: number) => Promise<void>,
  { height, widths = SCREEN_WIDTHS }: { height?: number; widths?: readonly number[] } = {},
): Promise<void> {
  const { page } = session;
  const before = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize(screenAt(width, height));
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    // Pictures that come into view at this size start loading now.
    await session.settle(150);
    try {
      await look(width);
    } catch (error) {
      if (error instanceof Error) error.message = `at ${width} px: ${error.message}`;
      throw error;
    }
  }
  if (before) await page.setViewportSize(before);
}

/**
 * The time a flow that looks at its steps with `atEachWidth` may take: each step is laid out,
 * checked and captured three times, beside what the flow itself does.
 */
export const AT_EACH_WIDTH_TIMEOUT = 180_000;
