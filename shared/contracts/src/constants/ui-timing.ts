/**
 * Section 4 and 9 timings of the shared UI, in a module of their own: a remote's first chunk bundles these two
 * numbers, not the section-9 tables of \`limits.ts\`.
 */

/** Section 4: a fetch state's minimum delay: a loading indicator shows once its fetch has been pending this long. */
export const FETCH_STATE_MIN_DELAY_MS = 200;

/** Section 9: a page shown again (visibility change) lays its lists out again this much later. */
export const RESIZE_AFTER_VISIBILITY_MS = 100;
