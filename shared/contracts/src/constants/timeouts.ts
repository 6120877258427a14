// TIMEOUTS (re-exported as a namespace by limits.ts): one export per value, so a bundle keeps only the values it reads.

export const requestMs = 30_000;
export const retryOn403 = 1;
export const splashMs = 2_000;
export const inAppNoticeMs = 3_000;
export const loadingBarThrottleMs = 200;
export const loadingBarDurationMs = 3_000;
export const loadingBarHideDelayMs = 500;
export const analyticsThrottleMs = 500;
export const pageViewPushDelayMs = 250;
export const shopTermDebounceMs = 300;
export const chunkReloadIntervalMs = 60_000;
export const pageLoadFlagMs = 2_000;
