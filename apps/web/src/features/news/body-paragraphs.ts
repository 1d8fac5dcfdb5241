/**
 * Splits an article body (plain text, paragraphs separated by a blank line) into
 * paragraphs. Lines inside a paragraph are kept; whitespace-only lines count as blank.
 */
export function splitParagraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}
