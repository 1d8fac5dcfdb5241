/**
 * The time to sign a vote with, in seconds: the server's clock (as it last said, moved on by this
 * device's since), so a device whose clock is off still signs a time the server takes; and always
 * after the vote it replaces, which the server requires of a change.
 */
export function voteTimestamp({
  serverTime,
  receivedAt,
  now,
  previous,
}: {
  /** The server's clock in its last answer, seconds since the epoch. */
  serverTime: number;
  /** When that answer arrived, by this device's clock (ms). */
  receivedAt: number;
  now: number;
  /** The signed time of the member's counted vote. */
  previous?: number;
}): number {
  const server = serverTime + Math.floor(Math.max(0, now - receivedAt) / 1000);
  return Math.max(server, previous === undefined ? 0 : previous + 1);
}
