import { TOAST_DURATION_MS } from '@colony/contract/constants';
import { lazy, Suspense, useEffect, useState } from 'react';

// Toasts follow user actions, never the first paint: the toast library loads once the page is idle
// (or at the first message, if that comes sooner) and stays out of the first download.
const loadSonner = () => import('sonner');
const Sonner = lazy(async () => ({ default: (await loadSonner()).Toaster }));

let requestMount: (() => void) | undefined;
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Rendered after the toaster in the same boundary, so its effect runs once the toaster listens. */
function MountedSignal() {
  useEffect(() => markMounted(), []);
  return null;
}

export function Toaster() {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const mount = () => setReady(true);
    requestMount = mount;
    const idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(mount, { timeout: 4000 })
        : window.setTimeout(mount, 2000);
    return () => {
      requestMount = undefined;
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);

  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Sonner
        theme="dark"
        position="top-center"
        duration={TOAST_DURATION_MS}
        toastOptions={{
          classNames: {
            toast:
              '!rounded-xl !border !border-line-strong !bg-space-850/95 !text-ink !shadow-pop backdrop-blur-xl',
            description: '!text-ink-muted',
          },
        }}
      />
      <MountedSignal />
    </Suspense>
  );
}

type ToastKind = 'success' | 'error' | 'info';

function show(kind: ToastKind, message: string) {
  requestMount?.();
  void mounted.then(loadSonner).then(({ toast }) => toast[kind](message));
}

/** Short messages about the outcome of an action, shown for 2 s (SPEC.md §9). */
export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
};
