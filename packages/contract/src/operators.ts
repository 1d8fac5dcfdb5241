import { z } from 'zod';
import { address } from './auth.ts';
import { pageQuery, pageSchema } from './envelope-schema.ts';
import { singleLineText } from './text.ts';

/**
 * The people who run the colony: operators, each with one role, and the log of everything they do.
 * The owner may do everything and is the only one who adds and removes operators; finance moves
 * money (airdrops, treasury funding, withdrawals awaiting approval, the settlement); content
 * publishes (proposals, and the site's content); support answers members (elite applications,
 * contact messages). `OPERATOR_ADDRESSES` seeds the first owners.
 */
export const OPERATOR_ROLES = ['owner', 'finance', 'content', 'support'] as const;
export const operatorRole = z.enum(OPERATOR_ROLES);
export type OperatorRole = z.infer<typeof operatorRole>;

export const OPERATOR_PATHS = {
  index: '/admin/Operators/index',
  add: '/admin/Operators/add',
  remove: '/admin/Operators/remove',
  log: '/admin/Operators/log',
} as const;

const isoTime = z.string().describe('ISO 8601 time');

export const operator = z.object({
  address: z.string(),
  role: operatorRole,
  /** Who added the operator; null for those seeded from `OPERATOR_ADDRESSES`. */
  addedBy: z.string().nullable(),
  addedAt: isoTime,
});
export type Operator = z.infer<typeof operator>;

// POST /api/admin/Operators/index: the operators now, owners first
export const operatorsRequest = z.object({}).strict();
export const operatorsResponse = z.object({ list: z.array(operator) });
export type OperatorsResponse = z.infer<typeof operatorsResponse>;

// POST /api/admin/Operators/add: a new operator, or another role for one (owner only)
export const addOperatorRequest = z.object({ address, role: operatorRole }).strict();
export type AddOperatorRequest = z.input<typeof addOperatorRequest>;
export const addOperatorResponse = operator;

// POST /api/admin/Operators/remove: an operator removed (owner only; never the last owner)
export const removeOperatorRequest = z.object({ address }).strict();
export type RemoveOperatorRequest = z.input<typeof removeOperatorRequest>;
export const removeOperatorResponse = z.object({ address: z.string(), removedAt: isoTime });

/**
 * One entry of the operators' log: who did what, when, with what request, and what it changed.
 * Appended in the same transaction as the action, once even when the request is sent again with
 * its idempotency key, and never changed or deleted.
 */
export const operatorAction = z.object({
  id: z.string(),
  operator: z.string(),
  role: operatorRole,
  /** The endpoint's operation, e.g. `admin.Airdrop.grant`. */
  action: z.string(),
  /** What was there before, when the action changed something that existed. */
  before: z.unknown().nullable(),
  /** The request's body as the operator sent it. */
  request: z.unknown().nullable(),
  /** What the action answered: the state after it. */
  after: z.unknown().nullable(),
  requestId: z.string(),
  at: isoTime,
});
export type OperatorAction = z.infer<typeof operatorAction>;

// POST /api/admin/Operators/log: the log, newest first, filtered by operator and action
export const operatorLogRequest = pageQuery
  .extend({
    operator: address.optional(),
    action: singleLineText().max(60).optional(),
  })
  .strict();
export type OperatorLogRequest = z.input<typeof operatorLogRequest>;
export const operatorLogResponse = pageSchema(operatorAction);
export type OperatorLogResponse = z.infer<typeof operatorLogResponse>;
