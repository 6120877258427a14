import { css, type Theme } from '@emotion/react';
import { mq } from '@ltk/ui';
import { usePageStrings } from '../../i18n/page-strings';
import { AppStoreLinks } from './app-store-links';

/** The app landing page's variants: `/ltk-shopping-app`, and `/ltk-chat` whose first block is about chat. */
export type AppLandingVariant = 'shopping' | 'chat';

const BLOCKS = {
  shopping: ['shop', 'community', 'carts', 'sales'],
  chat: ['chat', 'community', 'carts', 'sales'],
} as const;

/** The four promo blocks of the app landing page, each with the app-store links. */
export function PromoBlocks({ variant }: { variant: AppLandingVariant }) {
  const { t } = usePageStrings();
  return (
    <div css={grid}>
      {BLOCKS[variant].map((block, index) => (
        <section key={block} aria-labelledby={`promo-${block}`} css={card}>
          {index === 0 ? (
            <h1 id={`promo-${block}`} css={heading}>
              {t(`appLanding.${block}.title`)}
            </h1>
          ) : (
            <h2 id={`promo-${block}`} css={heading}>
              {t(`appLanding.${block}.title`)}
            </h2>
          )}
          <p css={text}>{t(`appLanding.${block}.body`)}</p>
          <AppStoreLinks />
        </section>
      ))}
    </div>
  );
}

const grid = (theme: Theme) => css`
  display: grid;
  gap: ${theme.spacing(2)};
  grid-template-columns: minmax(0, 1fr);
  ${mq.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const card = (theme: Theme) => css`
  display: grid;
  align-content: start;
  justify-items: center;
  gap: ${theme.spacing(2)};
  padding: ${theme.spacing(4, 2)};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surface};
  text-align: center;
  &:first-of-type {
    ${mq.up('md')} {
      grid-column: 1 / -1;
    }
  }
`;

const heading = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.size.xl};
`;

const text = (theme: Theme) => css`
  margin: 0;
  max-width: 520px;
  color: ${theme.colors.textMuted};
`;
