/* global window, document, location */
// Runs before any bundle (a plain script in index.html's head, ahead of the deferred bundles), in
// ES5, so even an old browser gets this far. It detects the features Brigade needs (never the user
// agent) and sends a browser lacking one to /browser-support, where the static message in
// index.html is shown instead of the app. A file, not inline: the Content-Security-Policy allows no
// inline script (packages/web-build/src/csp.ts).
(function () {
  var script = document.createElement('script');
  var ok =
    'fetch' in window &&
    'Promise' in window &&
    'IntersectionObserver' in window &&
    'MutationObserver' in window &&
    'noModule' in script &&
    !!(window.CSS && window.CSS.supports && window.CSS.supports('display', 'grid'));
  if (ok) return;
  window.__BRIGADE_UNSUPPORTED__ = true;
  if (location.pathname !== '/browser-support') {
    location.replace('/browser-support');
    return;
  }
  document.documentElement.className += ' brigade-unsupported';
})();
