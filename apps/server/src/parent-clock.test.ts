import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { EnvError } from './env.ts';
import { type ClockAdvanced, parentClock } from './parent-clock.ts';

/** A child's end of an IPC channel: what it sends back, and a way to deliver the parent's messages. */
function channel(connected = true) {
  const emitter = new EventEmitter();
  const sent: ClockAdvanced[] = [];
  return {
    sent,
    deliver: (message: unknown) => emitter.emit('message', message),
    end: {
      connected,
      send: (message: ClockAdvanced) => sent.push(message) > 0,
      on: (event: 'message', listener: (message: unknown) => void) => emitter.on(event, listener),
    },
  };
}

describe('the parent clock (TEST_CLOCK)', () => {
  it('moves forward by what the parent sends, and answers the offset', () => {
    const ipc = channel();
    const now = parentClock(ipc.end);
    const before = Date.now();
    ipc.deliver({ type: 'advanceClock', ms: 600_000 });
    ipc.deliver({ type: 'advanceClock', ms: 1000 });
    expect(now()).toBeGreaterThanOrEqual(before + 601_000);
    expect(ipc.sent).toEqual([
      { type: 'clockAdvanced', offsetMs: 600_000 },
      { type: 'clockAdvanced', offsetMs: 601_000 },
    ]);
  });

  it('ignores anything but a forward move', () => {
    const ipc = channel();
    const now = parentClock(ipc.end);
    for (const message of [
      { type: 'advanceClock', ms: -5000 },
      { type: 'advanceClock', ms: 1.5 },
      { type: 'advanceClock', ms: '1000' },
      { type: 'setClock', ms: 0 },
      null,
      'advanceClock',
    ]) {
      ipc.deliver(message);
    }
    expect(ipc.sent).toEqual([]);
    const clock = now();
    expect(clock).toBeLessThanOrEqual(Date.now());
  });

  it('refuses to run without a parent to move it', () => {
    expect(() => parentClock(channel(false).end)).toThrow(EnvError);
    expect(() => parentClock({ on: () => undefined })).toThrow(/IPC channel/);
  });
});
