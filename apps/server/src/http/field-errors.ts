import type { FieldError } from '@colony/contract/errors';
import { INVITE_CODE_LENGTH } from '@colony/contract/invite-code';
import type { Language } from '@colony/contract/locales';
import { type MessageKey, translate } from '@colony/contract/messages/index';
import { CONTROL_CHARACTERS_FORMAT, INVISIBLE_CHARACTERS_FORMAT } from '@colony/contract/text';
import type { FastifySchemaValidationError } from 'fastify';

/** What fastify-type-provider-zod keeps of a zod issue: the issue code and its details. */
interface IssueParams {
  keys?: string[];
  origin?: string;
  format?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  inclusive?: boolean;
  /** A refinement's own params, e.g. `{ format: 'address' }` from the contract's address schema. */
  params?: { format?: string };
}

const ROOT_FIELD = 'body';

/**
 * Turns schema validation issues into one translated entry per bad field. The
 * raw input decides "required" (absent, or blank text) so the client can tell a
 * missing value from a wrong one.
 */
export function fieldErrors(
  issues: readonly FastifySchemaValidationError[],
  input: unknown,
  language: Language,
): FieldError[] {
  const result: FieldError[] = [];
  const seen = new Set<string>();
  const add = (path: string[], key: MessageKey, params: Record<string, string | number> = {}) => {
    const field = path.length === 0 ? ROOT_FIELD : path.join('.');
    if (seen.has(field)) return;
    seen.add(field);
    result.push({ field, message: translate(language, key, params) });
  };

  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean);
    const params = issue.params as IssueParams;
    if (issue.keyword === 'unrecognized_keys') {
      for (const key of params.keys ?? []) add([...path, key], 'fields.unknown');
      continue;
    }
    const value = valueAt(input, path);
    if (path.length > 0 && (value === undefined || (typeof value === 'string' && value.trim() === ''))) {
      add(path, 'fields.required');
      continue;
    }
    const [key, messageParams] = reason(issue.keyword, params);
    add(path, key, messageParams);
  }
  return result;
}

function reason(keyword: string, params: IssueParams): [MessageKey, Record<string, string | number>?] {
  // "At least 0" would be wrong for `positive()`; without knowing the step there is no honest bound to name.
  if (params.inclusive === false) return ['fields.invalid'];
  const numeric = params.origin === 'number' || params.origin === 'int' || params.origin === 'bigint';
  if (keyword === 'too_big' && params.maximum !== undefined) {
    const max = Number(params.maximum);
    if (params.origin === 'string') return ['fields.tooLong', { max }];
    if (numeric) return ['fields.tooLarge', { max }];
  }
  if (keyword === 'too_small' && params.minimum !== undefined) {
    const min = Number(params.minimum);
    if (params.origin === 'string') return ['fields.tooShort', { min }];
    if (numeric) return ['fields.tooSmall', { min }];
  }
  if (keyword === 'invalid_format' && params.format === 'email') return ['fields.invalidEmail'];
  if (keyword === 'custom' && params.params?.format === 'address') return ['fields.invalidAddress'];
  if (keyword === 'custom' && params.params?.format === 'amount') return ['fields.invalidAmount'];
  if (keyword === 'custom' && params.params?.format === CONTROL_CHARACTERS_FORMAT) {
    return ['fields.controlCharacters'];
  }
  if (keyword === 'custom' && params.params?.format === INVISIBLE_CHARACTERS_FORMAT) {
    return ['fields.invisibleCharacters'];
  }
  if (keyword === 'custom' && params.params?.format === 'inviteCode') {
    return ['fields.invalidInviteCode', { length: INVITE_CODE_LENGTH }];
  }
  return ['fields.invalid'];
}

function valueAt(input: unknown, path: string[]): unknown {
  let current = input;
  for (const segment of path) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, segment)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}
