import type { Language } from '../locales.ts';
import { cn } from './cn.ts';
import { de } from './de.ts';
import { en, type Messages } from './en.ts';
import { jp } from './jp.ts';
import { kr } from './kr.ts';
import { th } from './th.ts';
import { vi } from './vi.ts';

export type { Messages };
export type MessageKey = keyof Messages;

export const MESSAGES: Record<Language, Messages> = { en, jp, kr, cn, th, vi, de };

/** The message for `key` in `language`, with `{name}` placeholders filled in. */
export function translate(
  language: Language,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  const template = MESSAGES[language][key] || en[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
