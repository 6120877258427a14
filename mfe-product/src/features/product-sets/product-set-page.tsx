import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { imageUrl } from '@ltk/api-client';
import type { ShopProductCollection } from '@ltk/contracts';
import { RaisePageError, pageNotFound, useBus, usePageTitle } from '@ltk/platform';
import { isEntityId, paths } from '@ltk/routes';
import { selectProfile, useAppSelector, useList, useStoreRequest } from '@ltk/store';
import { Avatar, FeedGrid } from '@ltk/ui';
import { PageErrorState, PageLoading } from '@ltk/ui/page-states';
import { ShareButton } from '@ltk/ui/share';
import { Link, useParams } from 'react-router-dom';
import { ProductSetProduct } from './components/product-set-product';
import {
  loadProductSet,
  productSetKey,
  productSetProductsList,
  productSetProductsLoader,
} from './product-set-loads';
import { selectProductSet } from './product-set-slice';
import { productSetStrings } from './product-set-strings';

const GRID_STATUS = { idle: 'idle', pending: 'pending', succeeded: 'success', failed: 'error' } as const;

/** /productsets/:id: a product set on its own page; an unknown id is the shell's 404. */
export function ProductSetPage() {
  const { id = '' } = useParams();
  const { t } = productSetStrings.useStrings();
  const valid = isEntityId(id);
  const request = useStoreRequest(valid ? productSetKey(id) : null, loadProductSet(id));
  const set = useAppSelector((state) => selectProductSet(state, id));
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
  const list = useList(productSetProductsList(set.collectionId), productSetProductsLoader(set.collectionId));
  const cover = set.coverPhotoUrls[0];
  return (
    <article aria-labelledby="product-set-title" css={page}>
      <header css={header}>
        {cover ? <img src={imageUrl(cover, { width: 256 })} alt="" css={coverStyle} /> : null}
        <div css={css({ display: 'grid', gap: 8, minWidth: 0 })}>
          <h1 id="product-set-title" css={title}>
            {set.title}
          </h1>
          {profile ? (
            <Link to={paths.creatorProductSet(profile.displayName, set.collectionId)} css={creator}>
              <Avatar src={profile.avatarUrl} name={profile.displayName} size={32} decorative />
              <span>{t('productSet.inShop', { name: profile.displayName })}</span>
            </Link>
          ) : null}
          {set.description ? <p css={muted}>{set.description}</p> : null}
          <p css={muted}>{t('productSet.products', { count: set.productCount })}</p>
          <div>
            <ShareButton
              routeName="productsets-id"
              params={{ id: set.collectionId }}
              title={set.title}
              onAnalytics={(event) => bus.publish('analytics/event', event)}
            />
          </div>
        </div>
      </header>
      <FeedGrid
        label={t('productSet.productsLabel', { title: set.title })}
        items={list.ids}
        getKey={(id) => id}
        status={GRID_STATUS[list.status]}
        hasMore={list.hasMore}
        onLoadMore={list.loadMore}
        onRetry={list.retry}
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

const header = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.spacing(2)};
`;

const coverStyle = (theme: Theme) => css`
  width: 140px;
  height: 140px;
  object-fit: cover;
  border-radius: ${theme.radius.md};
`;

const title = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.size.xl};
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

const muted = (theme: Theme) => css`
  margin: 0;
  color: ${theme.colors.textMuted};
`;
