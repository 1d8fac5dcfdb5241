import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A view kept in the URL's query (tabs, sort, search, switches), shown from local state so an
 * input answers its keystroke or click at once: the router applies a navigation after the event
 * that asked for it, and a controlled input would show the old value until then. The URL follows
 * each change; a URL this hook did not write (back, forward, a link) replaces the view.
 */
export function useUrlView<T>(
  parse: (search: URLSearchParams) => T,
  write: (view: T, base: URLSearchParams) => URLSearchParams,
): [T, (next: T) => void] {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  const [view, setView] = useState(() => parse(search));
  const [shownKey, setShownKey] = useState(key);
  /** Query strings written here whose navigation has not arrived yet (the router may drop some). */
  const written = useRef(new Set<string>());
  const latest = useRef<string>(undefined);

  if (key !== shownKey) {
    setShownKey(key);
    if (key === latest.current) written.current.clear();
    else if (written.current.has(key)) written.current.delete(key);
    else {
      written.current.clear();
      setView(parse(search));
    }
  }

  const change = (next: T) => {
    setView(next);
    const nextSearch = write(next, search);
    const nextKey = nextSearch.toString();
    if (nextKey === key) return;
    written.current.add(nextKey);
    latest.current = nextKey;
    setSearch(nextSearch, { replace: true });
  };
  return [view, change];
}
