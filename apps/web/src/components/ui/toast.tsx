import { TOAST_DURATION_MS } from '@colony/contract/constants';
import { lazy, Suspense, useEffect, useState } from 'react';

// Toasts follow what the visitor does, never the first paint: the toast library loads at their
// first touch, click or key (or at the first message, if that comes sooner), so it stays out of
// the first download and out of the start's main-thread work.
const loadSonner = () => import('sonner');
const Sonner = lazy(async () => ({ default: (await loadSonner()).Toaster }));

/** Events that say the visitor is acting on the page: a toast may follow. */
const FIRST_INTERACTION = ['pointerdown', 'keydown'] as const;

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
    const options = { capture: true, passive: true, once: true } as const;
    for (const type of FIRST_INTERACTION) window.addEventListener(type, mount, options);
    return () => {
      requestMount = undefined;
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, mount, options);
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
