import { css, type Theme } from '@emotion/react';
import { useBus } from '@ltk/platform';
import type { ShareParams, ShareRouteName } from '@ltk/ui/share';
import { lazy, Suspense } from 'react';

// The share button and its strings load in their own chunk, after the page's first screen.
const ShareButton = lazy(() =>
  import(/* webpackChunkName: "share" */ '@ltk/ui/share').then((m) => ({ default: m.ShareButton })),
);

export type PageShareProps = { routeName: ShareRouteName; params: ShareParams; title: string };

/** The page's 'Share' (Web Share, else copy link), sending the share analytics on the bus. */
export function PageShare({ routeName, params, title }: PageShareProps) {
  const bus = useBus();
  return (
    <div css={(theme: Theme) => css({ minHeight: 36, margin: theme.spacing(1, 0) })}>
      <Suspense fallback={null}>
        <ShareButton
          routeName={routeName}
          params={params}
          title={title}
          onAnalytics={(event) => bus.publish('analytics/event', event)}
        />
      </Suspense>
    </div>
  );
}
