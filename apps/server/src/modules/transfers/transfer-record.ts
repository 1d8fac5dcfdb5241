import type { TransferRecord as TransferView } from '@colony/contract/money';
import type { TransferRecord } from '../../ledger/ledger.ts';

/** One ledger transfer as a write answers it: parties by address or system account name. */
export function transferView(
  record: TransferRecord,
  parties: { from: string; to: string; caller: 'from' | 'to' | null },
): TransferView {
  const balanceAfter =
    parties.caller === 'from'
      ? record.debitAvailableAfter
      : parties.caller === 'to'
        ? record.creditAvailableAfter
        : null;
  return {
    id: record.id,
    linkId: record.linkId,
    asset: record.asset,
    amount: record.amount.toString(),
    kind: record.kind,
    reference: record.reference,
    from: parties.from,
    to: parties.to,
    balanceAfter: balanceAfter === null ? null : balanceAfter.toString(),
    createdAt: record.createdAt.toISOString(),
  };
}
