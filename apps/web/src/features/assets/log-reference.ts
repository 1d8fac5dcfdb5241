/**
 * What a money log entry's reference names, for display: a deposit's chain transaction
 * (`<chain>:<tx hash>:<log index>`), a record's id (a transfer's own, a withdrawal's, or the sale or
 * swap all its legs share), or an operator's note (an airdrop's reason).
 */
export type LogReference =
  | { type: 'transaction'; chainId: number; txHash: string; logIndex: number }
  | { type: 'record'; id: string; short: string }
  | { type: 'note'; text: string };

const CHAIN_LOG = /^(\d+):(0x[0-9a-fA-F]{64}):(\d+)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readLogReference(reference: string): LogReference {
  const chainLog = CHAIN_LOG.exec(reference);
  if (chainLog?.[1] && chainLog[2] && chainLog[3]) {
    return {
      type: 'transaction',
      chainId: Number(chainLog[1]),
      txHash: chainLog[2],
      logIndex: Number(chainLog[3]),
    };
  }
  // Eight hex digits tell records apart at a glance; the whole id stays available to copy and trace.
  if (UUID.test(reference)) return { type: 'record', id: reference, short: `#${reference.slice(0, 8)}` };
  return { type: 'note', text: reference };
}
