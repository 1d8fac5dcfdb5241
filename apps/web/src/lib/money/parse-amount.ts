import { parseUnits } from '@colony/contract/assets';

/** What an amount typed by the member reads as. */
export type ParsedAmount =
  | { kind: 'empty' }
  /** Not a plain decimal number (letters, two separators, a sign, grouping). */
  | { kind: 'invalid' }
  /** More fraction digits than the asset has decimals. */
  | { kind: 'tooPrecise'; decimals: number }
  | { kind: 'amount'; units: bigint };

const SPACES = /[\s\u00a0\u202f]/g;

/**
 * Base units of an amount typed in whole units ("12.5" with 18 decimals), exactly, without
 * floating point. A comma is read as the decimal separator too (German and Vietnamese phones
 * offer only that one on their number pad), "5." and ".5" are read as 5 and 0.5; thousands
 * separators are refused rather than guessed.
 */
export function parseAmount(text: string, decimals: number): ParsedAmount {
  const compact = text.replace(SPACES, '');
  if (compact === '') return { kind: 'empty' };
  const separators = compact.match(/[.,]/g)?.length ?? 0;
  if (separators > 1) return { kind: 'invalid' };
  let plain = compact.replace(',', '.');
  if (!/^(\d+\.?\d*|\.\d+)$/.test(plain)) return { kind: 'invalid' };
  if (plain.startsWith('.')) plain = `0${plain}`;
  if (plain.endsWith('.')) plain = plain.slice(0, -1);
  const fraction = plain.split('.')[1] ?? '';
  if (fraction.length > decimals) return { kind: 'tooPrecise', decimals };
  // Leading zeros ("007") are harmless; the contract's parser takes at most 60 whole digits.
  const trimmed = plain.replace(/^0+(?=\d)/, '');
  const units = parseUnits(trimmed, decimals);
  return units === undefined ? { kind: 'invalid' } : { kind: 'amount', units };
}
