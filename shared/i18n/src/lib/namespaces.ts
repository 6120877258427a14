/** The namespace holding the strings every app shares. */
export const COMMON_NS = 'common';
