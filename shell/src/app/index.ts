// Async boundary: shared modules (react, store, ...) are negotiated by the federation runtime before the app runs.
import('./bootstrap').catch((error: unknown) => {
  console.error('Shell failed to start', error);
});
