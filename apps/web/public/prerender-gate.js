// index.html paints the English home page before the app loads; any other page or language waits for the app.
// A file rather than an inline script so the server's Content-Security-Policy (script-src 'self') allows it.
(() => {
  let stored = null;
  try {
    stored = localStorage.getItem('locale');
  } catch {
    // Storage blocked: the default language applies.
  }
  if (location.pathname !== '/' || (stored && stored !== 'en-SG' && stored !== '"en-SG"'))
    document.documentElement.classList.add('no-prerender');
})();
