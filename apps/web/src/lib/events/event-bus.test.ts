import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from './event-bus.ts';

interface TestEvents {
  ping: undefined;
  count: number;
}

describe('createEventBus', () => {
  it('delivers payloads to the handlers of that event only', () => {
    const bus = createEventBus<TestEvents>();
    const onCount = vi.fn();
    const onPing = vi.fn();
    bus.on('count', onCount);
    bus.on('ping', onPing);
    bus.emit('count', 3);
    expect(onCount).toHaveBeenCalledWith(3);
    expect(onPing).not.toHaveBeenCalled();
    bus.emit('ping');
    expect(onPing).toHaveBeenCalledTimes(1);
  });

  it('types the payload per event', () => {
    const bus = createEventBus<TestEvents>();
    // @ts-expect-error a count event needs its number
    bus.emit('count');
    // @ts-expect-error a ping event carries nothing
    bus.emit('ping', 1);
    // @ts-expect-error unknown event
    bus.on('pong', () => {});
    expect(true).toBe(true);
  });

  it('stops delivering after unsubscribe or off', () => {
    const bus = createEventBus<TestEvents>();
    const first = vi.fn();
    const second = vi.fn();
    const unsubscribe = bus.on('ping', first);
    bus.on('ping', second);
    unsubscribe();
    bus.off('ping', second);
    bus.emit('ping');
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
  });

  it('lets a handler unsubscribe while the event is delivered', () => {
    const bus = createEventBus<TestEvents>();
    const later = vi.fn();
    const unsubscribe = bus.on('ping', () => unsubscribe());
    bus.on('ping', later);
    bus.emit('ping');
    bus.emit('ping');
    expect(later).toHaveBeenCalledTimes(2);
  });

  it('still calls the other handlers when one throws, and reports the error', async () => {
    const bus = createEventBus<TestEvents>();
    const reported = new Promise<unknown>((resolve) => {
      // queueMicrotask rethrows outside the emit; vitest would count it as an unhandled error otherwise.
      const original = globalThis.queueMicrotask;
      vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((task) =>
        original(() => {
          try {
            task();
          } catch (error) {
            resolve(error);
          }
        }),
      );
    });
    const after = vi.fn();
    bus.on('ping', () => {
      throw new Error('listener broke');
    });
    bus.on('ping', after);
    bus.emit('ping');
    expect(after).toHaveBeenCalledTimes(1);
    await expect(reported).resolves.toMatchObject({ message: 'listener broke' });
  });
});
