import type {
  AddOperatorRequest,
  Operator,
  OperatorRole,
  RemoveOperatorRequest,
} from '@colony/contract/operators';
import { getAddress } from 'viem';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { lockOperator, lockOwners, markRemoved, roleOf, seedOwners, upsertOperator } from './queries.ts';

/**
 * Who is an operator, and with which role: `OPERATOR_ADDRESSES` seeds owners the first time the
 * directory is asked (once per server), then the table answers.
 */
export function operatorDirectory(db: Db, seeds: readonly string[]) {
  let seeded: Promise<void> | undefined;
  return {
    async roleOf(address: string): Promise<OperatorRole | null> {
      seeded ??= seedOwners(db, seeds).catch((error: unknown) => {
        seeded = undefined;
        throw error;
      });
      await seeded;
      return roleOf(db, address);
    },
  };
}

/** What an owner changed: the operator before (null when new) and after. */
export interface OperatorChange<T> {
  before: Operator | null;
  after: T;
}

/** Adds an operator, or gives one another role. The last owner keeps theirs. */
export async function addOperator(
  tx: Db,
  owner: string,
  request: AddOperatorRequest,
): Promise<OperatorChange<Operator>> {
  const address = getAddress(request.address);
  const owners = await lockOwners(tx);
  const current = await lockOperator(tx, address);
  const before = current && !current.removed ? withoutRemoved(current) : null;
  if (before?.role === 'owner' && request.role !== 'owner' && owners.length === 1)
    throw new ApiError('lastOwner');
  const after = await upsertOperator(tx, { address, role: request.role, addedBy: owner });
  return { before, after };
}

/** Removes an operator; the colony keeps at least one owner. */
export async function removeOperator(
  tx: Db,
  owner: string,
  request: RemoveOperatorRequest,
): Promise<OperatorChange<{ address: string; removedAt: string }>> {
  const address = getAddress(request.address);
  const owners = await lockOwners(tx);
  const current = await lockOperator(tx, address);
  if (!current || current.removed) throw new ApiError('operatorNotFound');
  if (current.role === 'owner' && owners.length === 1) throw new ApiError('lastOwner');
  const removedAt = await markRemoved(tx, address, owner);
  return { before: withoutRemoved(current), after: { address, removedAt } };
}

function withoutRemoved({ removed: _removed, ...operator }: Operator & { removed: boolean }): Operator {
  return operator;
}
