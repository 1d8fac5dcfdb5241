type Handler<Payload> = (payload: Payload) => void;
type EmitArgs<Payload> = [Payload] extends [undefined] ? [] : [payload: Payload];

export interface EventBus<Events extends object> {
  /** Calls `handler` on every `name` event until the returned function is called. */
  on<Name extends keyof Events>(name: Name, handler: Handler<Events[Name]>): () => void;
  off<Name extends keyof Events>(name: Name, handler: Handler<Events[Name]>): void;
  emit<Name extends keyof Events>(name: Name, ...args: EmitArgs<Events[Name]>): void;
}

/** A synchronous, typed publish-subscribe channel; `Events` maps each name to its payload. */
export function createEventBus<Events extends object>(): EventBus<Events> {
  const handlers = new Map<keyof Events, Set<Handler<never>>>();

  const bus: EventBus<Events> = {
    on(name, handler) {
      const set = handlers.get(name) ?? new Set();
      set.add(handler as Handler<never>);
      handlers.set(name, set);
      return () => bus.off(name, handler);
    },
    off(name, handler) {
      handlers.get(name)?.delete(handler as Handler<never>);
    },
    emit(name, ...args) {
      const set = handlers.get(name);
      if (!set) return;
      // A copy, so handlers may unsubscribe while the event is delivered.
      for (const handler of [...set]) {
        try {
          (handler as Handler<unknown>)(args[0]);
        } catch (error) {
          // One failing listener must not starve the others; the error still reaches the console.
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    },
  };
  return bus;
}
