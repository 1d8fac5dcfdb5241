import { EnvError } from './env.ts';

/** What the parent process sends to move the clock forward, and what it hears back. */
export interface AdvanceClock {
  type: 'advanceClock';
  ms: number;
}
export interface ClockAdvanced {
  type: 'clockAdvanced';
  offsetMs: number;
}

/** The part of `process` the clock listens on: the IPC channel a parent Node process opened. */
export interface ParentChannel {
  connected?: boolean;
  send?: (message: ClockAdvanced) => boolean;
  on(event: 'message', listener: (message: unknown) => void): unknown;
}

function isAdvanceClock(message: unknown): message is AdvanceClock {
  const { type, ms } = (message ?? {}) as Partial<AdvanceClock>;
  return type === 'advanceClock' && typeof ms === 'number' && Number.isSafeInteger(ms) && ms >= 0;
}

/**
 * The server's clock for sign-in and sessions under `TEST_CLOCK`: real time plus whatever the
 * parent process added over its IPC channel, so a browser scenario can let a token expire without
 * waiting out its lifetime. Only a process started by a parent Node process with an IPC channel
 * has one, so nothing else (no request, no other user) can move it; without one the server refuses
 * to start. Time only moves forward.
 */
export function parentClock(channel: ParentChannel = process): () => number {
  const { send } = channel;
  if (!send || !channel.connected) {
    throw new EnvError([
      'TEST_CLOCK: only a parent process with an IPC channel can move the clock; none here',
    ]);
  }
  let offsetMs = 0;
  channel.on('message', (message) => {
    if (!isAdvanceClock(message)) return;
    offsetMs += message.ms;
    send.call(channel, { type: 'clockAdvanced', offsetMs });
  });
  return () => Date.now() + offsetMs;
}
