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

/**
 * A placeholder value that is itself a message, translated into the same language (a tier's or a
 * requirement's name inside a refusal).
 */
export interface MessageRef {
  message: MessageKey;
}

export type MessageParams = Record<string, string | number | MessageRef>;

/** The message for `key` in `language`, with `{name}` placeholders filled in. */
export function translate(language: Language, key: MessageKey, params: MessageParams = {}): string {
  const template = MESSAGES[language][key] || en[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in params)) return whole;
    const value = params[name];
    return typeof value === 'object' ? translate(language, value.message) : String(value);
  });
}
