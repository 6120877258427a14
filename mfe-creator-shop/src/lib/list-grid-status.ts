import type { FetchStatus } from '@ltk/store';
import type { FeedGridStatus } from '@ltk/ui';

const GRID_STATUS = { idle: 'idle', pending: 'pending', succeeded: 'success', failed: 'error' } as const;

/** A store list's fetch status in `FeedGrid`'s terms. */
export const listGridStatus = (status: FetchStatus): FeedGridStatus => GRID_STATUS[status];
