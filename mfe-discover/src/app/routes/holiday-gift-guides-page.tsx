import { css, type Theme } from '@emotion/react';
import { usePageTitle } from '@ltk/platform';
import { paths } from '@ltk/routes';
import { primaryLinkInline } from '@ltk/ui/primary-link';
import { Link } from 'react-router-dom';
import { useCategories } from '../../features/categories/hooks/use-categories';
import { AppStoreLinks } from '../../features/landing/app-store-links';
import { ShoppingForTiles } from '../../features/landing/shopping-for-tiles';
import { ViralGifts } from '../../features/landing/viral-gifts';
import { usePageStrings } from '../../i18n/page-strings';
import { PageLayout } from '@ltk/ui/page-layout';

/** /gift-guides: the holiday gift-guide landing page. */
export function HolidayGiftGuidesPage() {
  const { t } = usePageStrings();
  const title = t('holiday.title');
  usePageTitle(title);
  const categories = useCategories();
  const tiles = [
    { key: 'giftguides', label: t('holiday.tiles.giftGuides') },
    { key: 'holiday', label: t('holiday.tiles.holiday') },
    { key: 'popular-today', label: t('holiday.tiles.popularToday') },
  ];
  return (
    <PageLayout>
      <div css={page}>
        <section aria-labelledby="holiday-hero" css={hero}>
          <h1 id="holiday-hero" css={heroTitle}>
            {title}
          </h1>
          <p css={muted}>{t('holiday.subtitle')}</p>
          <Link to={paths.giftGuides()} css={primaryLinkInline}>
            {t('holiday.browseGuides')}
          </Link>
        </section>
        <section aria-labelledby="holiday-shopping-for" css={section}>
          <h2 id="holiday-shopping-for" css={heading}>
            {t('holiday.shoppingFor')}
          </h2>
          <ShoppingForTiles
            tiles={tiles}
            categories={categories.categories ?? []}
            label={t('holiday.shoppingFor')}
          />
          <Link to={paths.categories()} css={primaryLinkInline}>
            {t('holiday.moreCategories')}
          </Link>
        </section>
        <section aria-labelledby="holiday-app" css={section}>
          <h2 id="holiday-app" css={heading}>
            {t('holiday.appTitle')}
          </h2>
          <p css={muted}>{t('holiday.appBody')}</p>
          <AppStoreLinks />
        </section>
        <section aria-labelledby="holiday-viral" css={section}>
          <h2 id="holiday-viral" css={heading}>
            {t('holiday.viralTitle')}
          </h2>
          <ViralGifts label={t('holiday.viralTitle')} />
        </section>
      </div>
    </PageLayout>
  );
}

const page = (theme: Theme) => css`
  display: grid;
  gap: ${theme.spacing(5)};
  max-width: 1080px;
  margin: 0 auto;
`;

const section = (theme: Theme) => css`
  display: grid;
  justify-items: center;
  gap: ${theme.spacing(2)};
  text-align: center;
  & > ul {
    width: 100%;
  }
`;

const hero = (theme: Theme) => css`
  ${section(theme)};
  padding: ${theme.spacing(6, 2)};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surface};
`;

const heroTitle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.size.xl};
`;

const heading = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.size.lg};
`;

const muted = (theme: Theme) => css`
  margin: 0;
  color: ${theme.colors.textMuted};
`;
