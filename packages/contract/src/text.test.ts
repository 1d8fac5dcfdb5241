import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as auth from './auth.ts';
import * as contact from './contact.ts';
import * as grants from './grants.ts';
import * as home from './home.ts';
import * as money from './money.ts';
import * as news from './news.ts';
import { INVISIBLE_CHARACTERS_FORMAT, multiLineText, singleLineText } from './text.ts';

const CONTROLS = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u007f', '\u0085'];

describe('text', () => {
  it('keeps one line free of control characters', () => {
    expect(singleLineText().parse('Mars base, 2030 ✓ 火星')).toBe('Mars base, 2030 ✓ 火星');
    for (const control of [...CONTROLS, '\t', '\n', '\r']) {
      expect(singleLineText().safeParse(`a${control}b`).success, JSON.stringify(control)).toBe(false);
    }
  });

  it('keeps one line free of direction overrides, zero-width characters and line separators', () => {
    const invisible = [
      ...['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'],
      ...['\u200e', '\u200f', '\u061c', '\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u2028', '\u2029'],
    ];
    for (const character of invisible) {
      const result = singleLineText().trim().safeParse(`${character}a${character}b${character}`);
      expect(result.success, JSON.stringify(character)).toBe(false);
      expect(result.error?.issues[0], JSON.stringify(character)).toMatchObject({
        code: 'custom',
        params: { format: INVISIBLE_CHARACTERS_FORMAT },
      });
    }
    // Scripts written right to left, and emoji, are text like any other.
    for (const text of ['سلام', 'שלום', 'ไทย', 'Tiếng Việt', '🚀 Mars']) {
      expect(singleLineText().parse(text)).toBe(text);
    }
  });

  it('lets several lines keep tabs and line breaks, and nothing else of the controls', () => {
    expect(multiLineText().parse('first\r\nsecond\n\tthird')).toBe('first\r\nsecond\n\tthird');
    for (const control of CONTROLS) {
      expect(multiLineText().safeParse(`a${control}b`).success, JSON.stringify(control)).toBe(false);
    }
  });

  it('is what every string field of every request is made of: none takes a NUL or a DEL', () => {
    const modules = { auth, contact, grants, home, money, news };
    const fields: string[] = [];
    for (const [moduleName, exports] of Object.entries(modules)) {
      for (const [name, value] of Object.entries(exports)) {
        if (!name.endsWith('Request')) continue;
        for (const [path, leaf] of stringLeaves(value as z.ZodType, [])) {
          const field = `${moduleName}.${name}.${path.join('.')}`;
          fields.push(field);
          for (const control of ['\u0000', '\u007f']) {
            expect(leaf.safeParse(`ab${control}cd`).success, field).toBe(false);
          }
        }
      }
    }
    // The walk reaches the fields people type.
    expect(fields).toEqual(
      expect.arrayContaining([
        'contact.addContactRequest.title',
        'contact.addContactRequest.question',
        'auth.loginRequest.message',
        'auth.registerRequest.appkey',
        'grants.airdropRequest.reason',
      ]),
    );
  });
});

/** Every string schema inside `schema`, with its path, through objects, wrappers, pipes and unions. */
function stringLeaves(schema: z.ZodType, path: string[]): [string[], z.ZodType][] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  switch (def.type) {
    case 'string':
      return [[path, schema]];
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, value]) =>
        stringLeaves(value, [...path, key]),
      );
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
      return stringLeaves(def.innerType as z.ZodType, path);
    case 'pipe':
      return stringLeaves(def.in as z.ZodType, path);
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => stringLeaves(option, path));
    default:
      return [];
  }
}
