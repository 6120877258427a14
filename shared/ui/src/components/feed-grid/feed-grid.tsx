import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import type { Breakpoint } from '../../theme/breakpoints';
import { mq } from '../../theme/breakpoints';
import { FeedFrame, type FeedGridStatus } from './feed-frame';
import { useIntersectionTrigger } from './use-intersection-trigger';

/** Grid columns per breakpoint (spec section 2). */
export const FEED_GRID_COLUMNS: Record<Breakpoint, number> = { xs: 2, sm: 3, md: 3, lg: 4, xl: 4 };
/** Next page is requested when the item this many places before the end is visible (section 9). */
export const FEED_PAGING_THRESHOLD = 1;

export type FeedGridProps<T> = {
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** `pending` shows the spinner, `error` the error with 'Try Again', `success` with no items the empty text. */
  status: FeedGridStatus;
  hasMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  columns?: Partial<Record<Breakpoint, number>>;
  /** Accessible name of the list. */
  label?: string;
  className?: string;
};

/** Responsive feed grid with spinner, error, empty state and an infinite-scroll trigger one item before the end. */
export function FeedGrid<T>({
  items,
  getKey,
  renderItem,
  hasMore,
  onLoadMore,
  columns,
  ...frame
}: FeedGridProps<T>) {
  const cols = { ...FEED_GRID_COLUMNS, ...columns };
  const triggerIndex = Math.max(0, items.length - 1 - FEED_PAGING_THRESHOLD);
  const canLoad = hasMore && items.length > 0 && frame.status !== 'pending' && frame.status !== 'error';
  const triggerRef = useIntersectionTrigger(onLoadMore, canLoad);

  return (
    <FeedFrame {...frame} empty={items.length === 0}>
      {items.length > 0 ? (
        <ul
          css={(theme: Theme) => css`
            display: grid;
            align-items: start;
            gap: ${theme.spacing(3)} ${theme.spacing(1.5)};
            margin: 0;
            padding: 0;
            list-style: none;
            grid-template-columns: repeat(${cols.xs}, minmax(0, 1fr));
            ${mq.up('sm')} {
              grid-template-columns: repeat(${cols.sm}, minmax(0, 1fr));
              gap: ${theme.spacing(4)} ${theme.spacing(2)};
            }
            ${mq.up('md')} {
              grid-template-columns: repeat(${cols.md}, minmax(0, 1fr));
            }
            ${mq.up('lg')} {
              grid-template-columns: repeat(${cols.lg}, minmax(0, 1fr));
            }
            ${mq.up('xl')} {
              grid-template-columns: repeat(${cols.xl}, minmax(0, 1fr));
            }
          `}
        >
          {items.map((item, index) => (
            <li
              key={getKey(item)}
              ref={index === triggerIndex ? triggerRef : undefined}
              css={css({ minWidth: 0 })}
            >
              {renderItem(item, index)}
            </li>
          ))}
        </ul>
      ) : null}
    </FeedFrame>
  );
}
