import { type AddContactRequest, addContactRequest, CONTACT_LIMITS } from '@colony/contract/contact';
import { isInvisibleCharactersIssue } from '@colony/contract/text';
import { type ContactField, type ContactValues, isContactField } from './contact-fields.ts';

/** A field problem as a key of the `support` namespace and its interpolation values. */
export interface ContactIssue {
  key:
    | 'errors.required'
    | 'errors.tooLong'
    | 'errors.invalidEmail'
    | 'errors.invisibleCharacters'
    | 'errors.invalid';
  values?: { max: number };
}

export type ContactErrors = Partial<Record<ContactField, ContactIssue>>;

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
    else if (isInvisibleCharactersIssue(issue)) errors[field] = { key: 'errors.invisibleCharacters' };
    else if (issue.code === 'invalid_format' && field === 'email')
      errors[field] = { key: 'errors.invalidEmail' };
    else errors[field] = { key: 'errors.invalid' };
  }
  return { ok: false, errors };
}
