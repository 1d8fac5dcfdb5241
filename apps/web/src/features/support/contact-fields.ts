import type { FieldError } from '@colony/contract/errors';
import { messagesByField } from '../../lib/http/field-errors.ts';

// The form's fields and the server's field errors, free of zod: the page renders with these, and
// the schema (contact-validation.ts) loads only when the visitor starts using the form.

export const CONTACT_FIELDS = ['title', 'question', 'email'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

export function isContactField(value: unknown): value is ContactField {
  return typeof value === 'string' && (CONTACT_FIELDS as readonly string[]).includes(value);
}

/** The server's field errors (code 1001) by form field; fields the form does not have are dropped. */
export function serverFieldErrors(fields: readonly FieldError[]): Partial<Record<ContactField, string>> {
  return messagesByField(fields, isContactField);
}
