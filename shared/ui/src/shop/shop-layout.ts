import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { mq } from '@ltk/ui';

/** A creator shop's page: its header, tabs and content column. */
export const shopPageLayout = (theme: Theme) =>
  css({
    fontFamily: theme.typography.fontFamily,
    // The floating follow bar ends the page: from the first screen on it is below the fold, so it sticks to the
    // screen's foot at once (and never moves up while the page fills in).
    [mq.down('sm')]: { minHeight: '100vh' },
  });

/** The shop's content column under its tabs. */
export const shopContentLayout = (theme: Theme) =>
  css({ maxWidth: 1440, margin: '0 auto', padding: theme.spacing(0, 2, 4) });
