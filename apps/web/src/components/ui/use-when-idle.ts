import { useEffect, useState } from 'react';

/** False until the browser is first idle after mount (or `timeoutMs` has passed), then true. */
export function useWhenIdle(timeoutMs = 4000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => setIdle(true);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(done, { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(done, timeoutMs / 2);
    return () => window.clearTimeout(handle);
  }, [timeoutMs]);
  return idle;
}
