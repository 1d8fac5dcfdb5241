import {
  ELITE_APPLICATION_LIMITS,
  type EliteApplyRequest,
  type EliteTier,
  eliteApplyRequest,
} from '@colony/contract/elite';
import type { FieldError } from '@colony/contract/errors';
import { isInvisibleCharactersIssue } from '@colony/contract/text';
import { messagesByField } from '../../../lib/http/field-errors.ts';

export const APPLICATION_FIELDS = ['tier', 'name', 'email', 'contact', 'message'] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];
export type ApplicationValues = { tier: EliteTier } & Record<Exclude<ApplicationField, 'tier'>, string>;

/** A field problem as a key of the `elite` namespace and its interpolation values. */
export interface ApplicationIssue {
  key:
    | 'form.errors.required'
    | 'form.errors.tooLong'
    | 'form.errors.invalidEmail'
    | 'form.errors.invisibleCharacters'
    | 'form.errors.invalid';
  values?: { max: number };
}

export type ApplicationErrors = Partial<Record<ApplicationField, ApplicationIssue>>;

function isApplicationField(value: unknown): value is ApplicationField {
  return typeof value === 'string' && (APPLICATION_FIELDS as readonly string[]).includes(value);
}

/**
 * Checks the form with the server's own schema, so the limits cannot drift apart, and names each
 * problem by a translation key. The first problem of a field wins.
 */
export function validateApplication(
  values: ApplicationValues,
): { ok: true; data: EliteApplyRequest } | { ok: false; errors: ApplicationErrors } {
  const result = eliteApplyRequest.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: ApplicationErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (!isApplicationField(field) || errors[field]) continue;
    if (field !== 'tier' && values[field].trim() === '') errors[field] = { key: 'form.errors.required' };
    else if (issue.code === 'too_big' && field !== 'tier')
      errors[field] = { key: 'form.errors.tooLong', values: { max: ELITE_APPLICATION_LIMITS[field] } };
    else if (isInvisibleCharactersIssue(issue)) errors[field] = { key: 'form.errors.invisibleCharacters' };
    else if (field === 'email' && (issue.code === 'invalid_format' || issue.code === 'invalid_type'))
      errors[field] = { key: 'form.errors.invalidEmail' };
    else errors[field] = { key: 'form.errors.invalid' };
  }
  return { ok: false, errors };
}

/** The server's field errors (code 1001) by form field; fields the form does not have are dropped. */
export function serverFieldErrors(fields: readonly FieldError[]): Partial<Record<ApplicationField, string>> {
  return messagesByField(fields, isApplicationField);
}
