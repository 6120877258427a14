/** A Storage whose reads and writes throw, as in a locked-down or full browser profile. */
export const throwingStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
} as unknown as Storage;
