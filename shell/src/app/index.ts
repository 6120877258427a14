// Async boundary: shared modules (react, store, ...) are negotiated by the federation runtime before the app runs.
// In a task of its own: main.js's evaluation (the federation runtime) and the share negotiation this import starts are
// two tasks instead of one long one (at Lighthouse's 4x CPU each is about half of the 100-200 ms they were together).
setTimeout(() => {
  import('./bootstrap')
    .then((shell) => shell.default)
    .catch((error: unknown) => {
      console.error('Shell failed to start', error);
      // A boot chunk that would not load or run: say so, rather than leave a page that never works.
      import('./layout/render-boot-error').then(({ renderBootError }) => renderBootError(), console.error);
    });
});
