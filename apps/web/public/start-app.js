// Starts the app once the prerendered page is on screen: build/start-after-first-paint.ts puts
// this script in place of the entry module and the preloads of its imports. Until then the
// document has the connection and the main thread to itself; the imports are asked for beside
// the entry, so they do not wait for it to be read.
(() => {
  const script = document.currentScript;
  const entry = script?.dataset.entry;
  if (!entry) return;
  const imports = (script.dataset.imports ?? '').split(' ').filter(Boolean);

  // A page's first read of its cookies and of sessionStorage is a synchronous call to the browser
  // (localStorage is read already by the remembered-session script in <head>); on a busy phone it
  // holds the thread for tens of milliseconds. Read now, before the first paint, the app's start
  // (the stored locale's cookie, the router's session state) gets the renderer's copies instead.
  try {
    void document.cookie;
    void sessionStorage.length;
  } catch {
    // Storage refused: the app reads what it can when it starts.
  }
  let started = false;

  const start = () => {
    if (started) return;
    started = true;
    // One insertion: the document is touched once however many modules there are.
    const nodes = document.createDocumentFragment();
    for (const href of imports) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      nodes.append(link);
    }
    const module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    nodes.append(module);
    document.head.append(nodes);
  };

  // The first contentful paint is reported once it is on screen; a frame callback alone runs
  // before the frame is drawn. A page that never paints (a tab opened in the background)
  // starts after a while all the same.
  if (
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
    setTimeout(start, 3000);
  } else {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
})();
