import { type AddContactRequest, addContactRequest, CONTACT_LIMITS } from '@colony/contract/contact';
import type { FieldError } from '@colony/contract/errors';

export const CONTACT_FIELDS = ['title', 'question', 'email'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

/** A field problem as a key of the `support` namespace and its interpolation values. */
export interface ContactIssue {
  key: 'errors.required' | 'errors.tooLong' | 'errors.invalidEmail' | 'errors.invalid';
  values?: { max: number };
}

export type ContactErrors = Partial<Record<ContactField, ContactIssue>>;

function isContactField(value: unknown): value is ContactField {
  return typeof value === 'string' && (CONTACT_FIELDS as readonly string[]).includes(value);
}

/**
 * Checks the form with the server's own schema, so the limits cannot drift apart,
 * and names each problem by a translation key. The first problem of a field wins.
 */
export function validateContact(
  values: ContactValues,
): { ok: true; data: AddContactRequest } | { ok: false; errors: ContactErrors } {
  const result = addContactRequest.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (!isContactField(field) || errors[field]) continue;
    if (values[field].trim() === '') errors[field] = { key: 'errors.required' };
    else if (issue.code === 'too_big')
      errors[field] = { key: 'errors.tooLong', values: { max: CONTACT_LIMITS[field] } };
    else if (issue.code === 'invalid_format' && field === 'email')
      errors[field] = { key: 'errors.invalidEmail' };
    else errors[field] = { key: 'errors.invalid' };
  }
  return { ok: false, errors };
}

/** The server's field errors (code 1001) by form field; fields the form does not have are dropped. */
export function serverFieldErrors(fields: readonly FieldError[]): Partial<Record<ContactField, string>> {
  const messages: Partial<Record<ContactField, string>> = {};
  for (const { field, message } of fields) {
    // The server may name a field by its path in the request, e.g. `body.email`.
    const name = field.split('.').pop();
    if (isContactField(name) && !messages[name]) messages[name] = message;
  }
  return messages;
}
