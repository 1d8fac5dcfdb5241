/**
 * The colony's clock as this page knows it: the device's, moved by how far the server's colony
 * clock stood from it when it last said. A demo colony's clock runs days ahead of real time once
 * its "advance one day" control is used, and countdowns to the colony's instants (the next
 * settlement, a proposal's end) count from it. Elsewhere nobody moves it and it is the device's.
 */
let offsetMs = 0;

export function colonyNow(): number {
  return Date.now() + offsetMs;
}

/** Follows the server's colony clock: `serverNow` as it answered, at the device's `receivedAt`. */
export function followColonyClock(serverNow: number, receivedAt: number = Date.now()): void {
  offsetMs = serverNow - receivedAt;
}
