import { createAction } from '@reduxjs/toolkit';

/** Dispatched on logout (or a user switch): likes, wishes, collections and feeds reset. Remote slices may listen. */
export const sessionReset = createAction('session/reset');
