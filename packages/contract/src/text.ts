import { z } from 'zod';

/** Control characters (C0, DEL and C1): never part of text a person writes, and NUL breaks PostgreSQL. */
const CONTROL_CHARACTER = /\p{Cc}/u;
/** The same, but tab, line feed and carriage return, which a text of several lines holds. */
const CONTROL_CHARACTER_BUT_LINES = /(?![\t\n\r])\p{Cc}/u;

/** The refinement's marker, translated by the server as `fields.controlCharacters`. */
export const CONTROL_CHARACTERS_FORMAT = 'controlCharacters';

/**
 * Text of one line: any string without control characters. Every free-text field of a request is
 * built from this or `multiLineText`, so every endpoint refuses a NUL with a field error.
 */
export function singleLineText() {
  return z.string().refine((value) => !CONTROL_CHARACTER.test(value), {
    params: { format: CONTROL_CHARACTERS_FORMAT },
  });
}

/** Text of several lines (a message, a question): tab, line feed and carriage return are allowed. */
export function multiLineText() {
  return z.string().refine((value) => !CONTROL_CHARACTER_BUT_LINES.test(value), {
    params: { format: CONTROL_CHARACTERS_FORMAT },
  });
}
