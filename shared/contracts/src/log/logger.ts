/** Section 9's log levels, lowest first; the logger prints a call at the page's level or above (default 'info'). */
export const LOG_LEVELS = ['debug', 'info', 'log', 'warn', 'error'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The page's level: `logLevel` of /runtime-config.json, which the shell's index.html fetches before any bundle
 * (`window.__LTK_BOOT__.config`). The logger is only in parts loaded on demand, after the boot, when that read has
 * long settled; reading it here keeps the level out of the first load (decision 0057). Until then, and without it
 * (a remote on its own, a config the boot fetched again), the level is 'info'.
 */
let pageLevel: unknown;
type BootConfig = { __LTK_BOOT__?: { config?: Promise<{ logLevel?: unknown }> } };
(globalThis as BootConfig).__LTK_BOOT__?.config?.then(
  (config) => {
    pageLevel = config.logLevel;
  },
  () => undefined,
);
const rank = (level: unknown) => LOG_LEVELS.indexOf(level as LogLevel);
let warnedAbout: unknown;

/** The page's level as a rank: 'info' unless a level was set; a value that is not a level is said once. */
function threshold(): number {
  const set = pageLevel;
  if (set === undefined || rank(set) >= 0) return set === undefined ? 1 : rank(set);
  if (warnedAbout !== set) {
    warnedAbout = set;
    console.warn(`logLevel ${JSON.stringify(set)} is not one of ${LOG_LEVELS.join(', ')}: using info`);
  }
  return 1;
}

const print =
  (level: LogLevel) =>
  (...args: unknown[]): void => {
    if (rank(level) >= threshold()) console[level](...args);
  };

/** What the apps log through instead of `console`: one function per level. */
export const logger = {
  debug: print('debug'),
  info: print('info'),
  log: print('log'),
  warn: print('warn'),
  error: print('error'),
};
