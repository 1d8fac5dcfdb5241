/** `part` of `whole` (base-unit strings) as a fraction from 0 to 1, exact to a hundredth of a percent. */
export function shareOf(part: string, whole: string): number {
  const total = BigInt(whole);
  if (total <= 0n) return 0;
  return Number((BigInt(part) * 10_000n) / total) / 10_000;
}

/** Paragraphs of a proposal's body: separated by a blank line, lines inside one kept. */
export function paragraphsOf(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}
