import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import type { ShopProductCollection } from '@ltk/contracts';
import { RaisePageError, pageNotFound, useBus, usePageTitle } from '@ltk/platform';
import { isEntityId, paths } from '@ltk/routes';
import { selectProfile, useAppSelector, useList, useRead } from '@ltk/store';
import { collectionProducts, shopCollection } from '@ltk/store/shop-collections';
import { Avatar, FeedGrid } from '@ltk/ui';
import { PageErrorState, PageLoading } from '@ltk/ui/page-states';
import { CollectionHeader } from '@ltk/ui/collection';
import { listGridProps } from '@ltk/ui/list-grid';
import { Link, useParams } from 'react-router-dom';
import { ProductSetProduct } from './components/product-set-product';
import { productSetStrings } from './product-set-strings';

/** /productsets/:id: a product set on its own page; an unknown id is the shell's 404. */
export function ProductSetPage() {
  const { id = '' } = useParams();
  const { t } = productSetStrings.useStrings();
  const valid = isEntityId(id);
  const request = useRead(shopCollection, valid ? id : null);
  const set = request.data;
  usePageTitle(set?.title);
  const notFound = <RaisePageError error={pageNotFound(`No product set ${id}`)} />;
  if (!valid) return notFound;
  if (set) return <ProductSetView set={set} />;
  if (request.status === 'failed')
    return request.error?.status === 404 ? (
      notFound
    ) : (
      <PageErrorState title={t('productSet.loadError')} onRetry={request.retry} />
    );
  return <PageLoading />;
}

function ProductSetView({ set }: { set: ShopProductCollection }) {
  const { t } = productSetStrings.useStrings();
  const bus = useBus();
  const profile = useAppSelector((state) => selectProfile(state, set.profileId));
  const list = useList(collectionProducts, set.collectionId);
  return (
    <article aria-labelledby="product-set-title" css={page}>
      <CollectionHeader
        title={set.title}
        titleId="product-set-title"
        headingLevel={1}
        description={set.description}
        cover={set.coverPhotoUrls[0]}
        coverSize={140}
        byline={
          profile ? (
            <Link to={paths.creatorProductSet(profile.displayName, set.collectionId)} css={creator}>
              <Avatar src={profile.avatarUrl} name={profile.displayName} size={32} decorative />
              <span>{t('productSet.inShop', { name: profile.displayName })}</span>
            </Link>
          ) : null
        }
        meta={t('productSet.products', { count: set.productCount })}
        share={{
          routeName: 'productsets-id',
          params: { id: set.collectionId },
          title: set.title,
          onAnalytics: (event) => bus.publish('analytics/event', event),
        }}
      />
      <FeedGrid
        label={t('productSet.productsLabel', { title: set.title })}
        {...listGridProps(list)}
        renderItem={(id) => <ProductSetProduct id={id} setId={set.collectionId} />}
      />
    </article>
  );
}

const page = (theme: Theme) => css`
  display: grid;
  gap: ${theme.spacing(3)};
  max-width: 1440px;
  margin: 0 auto;
  padding: ${theme.spacing(2)};
  font-family: ${theme.typography.fontFamily};
`;

const creator = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing(1)};
  color: ${theme.colors.text};
  font-weight: ${theme.typography.weight.bold};
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
