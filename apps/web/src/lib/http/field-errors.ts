import { ERRORS, type FieldError } from '@colony/contract/errors';
import { ApiError } from './api-error.ts';

/** The field errors of a validation refusal (code 1001); none for any other error. */
export function validationFields(error: unknown): readonly FieldError[] {
  if (!(error instanceof ApiError) || error.code !== ERRORS.validation.code) return [];
  const data = error.data as { fields?: unknown } | null | undefined;
  return Array.isArray(data?.fields) ? (data.fields as FieldError[]) : [];
}

/** A form's messages from the server's field errors, the first per field; fields `isField` does not know are dropped. */
export function messagesByField<Field extends string>(
  fields: readonly FieldError[],
  isField: (name: unknown) => name is Field,
): Partial<Record<Field, string>> {
  const messages: Partial<Record<Field, string>> = {};
  for (const { field, message } of fields) {
    // The server may name a field by its path in the request, e.g. `body.email`.
    const name = field.split('.').pop();
    if (isField(name) && !messages[name]) messages[name] = message;
  }
  return messages;
}
