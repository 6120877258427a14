import { isChunkLoadError, reloadOnceAMinute } from './chunk-reload';

/** A chunk that fails to load anywhere (shell or remote code) reloads the page, at most once a minute. */
export function installChunkErrorReload() {
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadOnceAMinute();
  });
  window.addEventListener('error', (event) => {
    if (isChunkLoadError(event.error)) reloadOnceAMinute();
  });
}
