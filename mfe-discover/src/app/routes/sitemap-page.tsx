import { css, type Theme } from '@emotion/react';
import { usePageTitle } from '@ltk/platform';
import { paths } from '@ltk/routes';
import { mq } from '@ltk/ui';
import { PageErrorState, PageLoading } from '@ltk/ui/page-states';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useCategories } from '../../features/categories/hooks/use-categories';
import { useRecommendedCreators } from '../../features/creators/use-recommended-creators';
import { usePageStrings } from '../../i18n/page-strings';
import { PageHeading } from '../../lib/page-heading';
import { PageLayout } from '@ltk/ui/page-layout';

/** Creators listed by the sitemap (the most the recommendations call gives). */
const SITEMAP_CREATORS = 100;

/** /sitemap: links to the site's pages, every category and the most-followed creators. */
export function SitemapPage() {
  const { t } = usePageStrings();
  const title = t('sitemap.title');
  usePageTitle(title);
  const categories = useCategories();
  const creators = useRecommendedCreators(SITEMAP_CREATORS);
  const pages = [
    { to: paths.home(), label: t('sitemap.links.discover') },
    { to: paths.categories(), label: t('sitemap.links.categories') },
    { to: paths.deals(), label: t('sitemap.links.deals') },
    { to: paths.giftGuides(), label: t('sitemap.links.giftGuides') },
    { to: paths.holidayGiftGuides(), label: t('sitemap.links.holiday') },
    { to: paths.creatorsMatching(), label: t('sitemap.links.creators') },
    { to: paths.shoppingApp(), label: t('sitemap.links.app') },
  ];
  return (
    <PageLayout>
      <PageHeading title={title} />
      <div css={columns}>
        <SitemapSection id="sitemap-pages" title={t('sitemap.pages')}>
          <LinkList links={pages} label={t('sitemap.pages')} />
        </SitemapSection>
        <SitemapSection id="sitemap-categories" title={t('sitemap.categories')}>
          {categories.status === 'pending' ? <PageLoading /> : null}
          {categories.status === 'error' ? (
            <PageErrorState title={t('sitemap.categoriesError')} onRetry={categories.retry} />
          ) : null}
          {categories.status === 'success' ? (
            <LinkList
              label={t('sitemap.categories')}
              links={categories.categories.map((category) => ({
                to: paths.category(category.key),
                label: category.title,
              }))}
            />
          ) : null}
        </SitemapSection>
        <SitemapSection id="sitemap-creators" title={t('sitemap.creators')}>
          {creators.status === 'pending' ? <PageLoading /> : null}
          {creators.status === 'error' ? (
            <PageErrorState title={t('sitemap.creatorsError')} onRetry={creators.retry} />
          ) : null}
          {creators.status === 'success' ? (
            <LinkList
              wide
              label={t('sitemap.creators')}
              links={creators.creators.map((creator) => ({
                to: paths.creator(creator.displayName),
                label: creator.displayName,
              }))}
            />
          ) : null}
        </SitemapSection>
      </div>
    </PageLayout>
  );
}

function SitemapSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2
        id={id}
        css={(theme: Theme) => css({ fontSize: theme.typography.size.lg, margin: theme.spacing(0, 0, 1) })}
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

function LinkList({
  links,
  label,
  wide = false,
}: {
  links: readonly { to: string; label: string }[];
  label: string;
  /** In two columns from md up. */
  wide?: boolean;
}) {
  return (
    <ul aria-label={label} css={[list, wide && twoColumns]}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} css={anchor}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

const columns = (theme: Theme) => css`
  display: grid;
  gap: ${theme.spacing(4)};
  ${mq.up('md')} {
    grid-template-columns: 1fr 1fr 2fr;
  }
`;

const list = (theme: Theme) => css`
  display: grid;
  gap: ${theme.spacing(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const twoColumns = (theme: Theme) => css`
  ${mq.up('md')} {
    display: block;
    columns: 2;
    & > li {
      margin-bottom: ${theme.spacing(1)};
    }
  }
`;

const anchor = (theme: Theme) => css`
  color: ${theme.colors.text};
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
