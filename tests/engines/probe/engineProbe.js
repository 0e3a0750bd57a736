// The engine suites' probe, first in every page's <head> (tests/engines/setup/probeProxy.ts): WebDriver
// classic shows no console, so this records on window.__engineLog what the page reports. Errors: console.error,
// uncaught exceptions and rejections, resources that failed to load. CSP: every securitypolicyviolation.
// Warnings: console.warn, listed in the report, never failing a test. (A worker's console is its own: the
// scene runtime reports its failures to the page, where they land here.)
(() => {
  const log = { errors: [], warnings: [], csp: [] };
  window.__engineLog = log;
  const text = (value) => {
    if (value instanceof Error) return `${value.name}: ${value.message}`;
    if (typeof value === 'string') return value;
    try {
      return JSON.stringify(value) ?? String(value);
    } catch {
      return String(value);
    }
  };
  const wrap = (name, list) => {
    const original = console[name];
    console[name] = function (...args) {
      list.push(args.map(text).join(' '));
      return original.apply(this, args);
    };
  };
  wrap('error', log.errors);
  wrap('warn', log.warnings);
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof Element) {
        // A resource that failed (capture phase: these events do not bubble).
        log.errors.push(`failed to load <${target.localName}> ${target.src || target.href || ''}`);
      } else {
        log.errors.push(`uncaught: ${event.error ? text(event.error) : event.message}`);
      }
    },
    true,
  );
  // A lazy chunk that failed to load: the app reloads itself on it (src/app/staleChunks.ts), which on a
  // fresh build means something went wrong.
  window.addEventListener('vite:preloadError', (event) => {
    log.errors.push(`vite:preloadError: ${text(event.payload)}`);
  });
  window.addEventListener('unhandledrejection', (event) => {
    log.errors.push(`unhandled rejection: ${text(event.reason)}`);
  });
  document.addEventListener('securitypolicyviolation', (event) => {
    log.csp.push(
      `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} in ${event.sourceFile}`,
    );
  });
})();
