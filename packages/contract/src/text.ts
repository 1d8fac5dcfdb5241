import { z } from 'zod';

/** Control characters (C0, DEL and C1): never part of text a person writes, and NUL breaks PostgreSQL. */
const CONTROL_CHARACTER = /\p{Cc}/u;
/** The same, but tab, line feed and carriage return, which a text of several lines holds. */
const CONTROL_CHARACTER_BUT_LINES = /(?![\t\n\r])\p{Cc}/u;

/**
 * Characters that change how a line is shown without showing themselves: the bidirectional
 * embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), the direction marks (U+200E,
 * U+200F, U+061C), the zero-width space, joiners and word joiner (U+200B–U+200D, U+2060), the
 * byte-order mark (U+FEFF), and the line and paragraph separators (U+2028, U+2029). A name or title
 * holding them can read differently to an operator than what was stored ("invoice\u202Efdp.exe" shows
 * as "invoiceexe.pdf"), or break a line where none should be.
 */
const INVISIBLE_CHARACTER =
  /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B-\u200D\u2060\uFEFF\u2028\u2029]/u;

/** The refinements' markers, translated by the server as `fields.controlCharacters` and `fields.invisibleCharacters`. */
export const CONTROL_CHARACTERS_FORMAT = 'controlCharacters';
export const INVISIBLE_CHARACTERS_FORMAT = 'invisibleCharacters';

/**
 * Text of one line: any string without control characters, nor invisible formatting characters.
 * Every free-text field of a request is built from this or `multiLineText`, so every endpoint
 * refuses a NUL with a field error. Both checks see the value before any `.trim()` after them.
 * Names written with a zero-width joiner (emoji sequences, some Indic and Persian spellings) are
 * refused too: what an operator reads must be what is stored.
 */
export function singleLineText() {
  return z
    .string()
    .refine((value) => !CONTROL_CHARACTER.test(value), { params: { format: CONTROL_CHARACTERS_FORMAT } })
    .refine((value) => !INVISIBLE_CHARACTER.test(value), { params: { format: INVISIBLE_CHARACTERS_FORMAT } });
}

/** Text of several lines (a message, a question): tab, line feed and carriage return are allowed. */
export function multiLineText() {
  return z.string().refine((value) => !CONTROL_CHARACTER_BUT_LINES.test(value), {
    params: { format: CONTROL_CHARACTERS_FORMAT },
  });
}

/** True for the issue `singleLineText` raises on an invisible formatting character (forms name it). */
export function isInvisibleCharactersIssue(issue: z.core.$ZodIssue): boolean {
  return issue.code === 'custom' && issue.params?.format === INVISIBLE_CHARACTERS_FORMAT;
}
