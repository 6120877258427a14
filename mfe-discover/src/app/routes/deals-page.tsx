import { css, type Theme } from '@emotion/react';
import type { Category } from '@ltk/contracts';
import { usePageTitle } from '@ltk/platform';
import { paths } from '@ltk/routes';
import { FEED_NAMES } from '@ltk/store';
import { PageEmptyState, PageErrorState, PageLoading } from '@ltk/ui/page-states';
import { Link } from 'react-router-dom';
import { useCategories } from '../../features/categories/hooks/use-categories';
import { saleCategories } from '../../features/categories/sale-categories';
import { hashtagFeedSource } from '../../features/feeds/hashtag-feed';
import { usePageStrings } from '../../i18n/page-strings';
import { PageHeading } from '../../lib/page-heading';
import { PageLayout } from '@ltk/ui/page-layout';
import { PostPreviews } from '../../lib/post-previews';

/** Posts shown per sale category. */
const PREVIEWS = 4;

/** /deals: the sale categories, each with its first posts and a link to the whole category. */
export function DealsPage() {
  const { t } = usePageStrings();
  const title = t('deals.title');
  usePageTitle(title);
  const view = useCategories();
  const sales = view.status === 'success' ? saleCategories(view.categories) : [];
  return (
    <PageLayout>
      <PageHeading title={title} subtitle={t('deals.subtitle')} />
      {view.status === 'pending' ? <PageLoading /> : null}
      {view.status === 'error' ? <PageErrorState title={t('deals.loadError')} onRetry={view.retry} /> : null}
      {view.status === 'success' && sales.length === 0 ? <PageEmptyState /> : null}
      <div css={(theme: Theme) => css({ display: 'grid', gap: theme.spacing(5) })}>
        {sales.map((category) => (
          <SaleCategory key={category.key} category={category} />
        ))}
      </div>
    </PageLayout>
  );
}

function SaleCategory({ category }: { category: Category }) {
  const { t } = usePageStrings();
  const hashtag = category.actions[0]?.feedHashtag ?? category.key;
  const headingId = `deals-${category.key}`;
  return (
    <section aria-labelledby={headingId} css={section}>
      <h2 id={headingId} css={(theme: Theme) => css({ margin: 0, fontSize: theme.typography.size.lg })}>
        {category.title}
      </h2>
      <p css={(theme: Theme) => css({ margin: 0, color: theme.colors.textMuted })}>{category.subtitle}</p>
      <PostPreviews
        feedName={FEED_NAMES.hashtag(hashtag)}
        source={hashtagFeedSource(hashtag)}
        count={PREVIEWS}
        label={category.title}
        itemLabel={(index) => t('deals.post', { category: category.title, index })}
        errorTitle={t('deals.postsError')}
      />
      <Link to={paths.category(category.key)} css={more}>
        {t('deals.shopAll', { category: category.title })}
      </Link>
    </section>
  );
}

const section = (theme: Theme) => css`
  display: grid;
  gap: ${theme.spacing(1.5)};
  & > ul {
    width: 100%;
  }
`;

const more = (theme: Theme) => css`
  justify-self: start;
  color: ${theme.colors.text};
  font-weight: ${theme.typography.weight.bold};
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
