import { usePlatform } from '@ltk/platform';
import { isDisplayName } from '@ltk/routes';
import { Route, Routes, useParams } from 'react-router-dom';
import { ensureResources } from '../i18n/ensure-resources';
import { NotFoundState } from '../lib/page-states';
import { CreatorShopPage } from './routes/creator-shop-page';

function ValidatedShop({ showFeed }: { showFeed: boolean }) {
  const { displayName = '' } = useParams();
  return isDisplayName(displayName) ? <CreatorShopPage showFeed={showFeed} /> : <NotFoundState />;
}

/** Routes of the creator shop remote: /explore/:displayName and everything under it. */
export function Root() {
  void ensureResources(usePlatform().i18n);
  return (
    <Routes>
      <Route path="/explore/:displayName" element={<ValidatedShop showFeed />} />
      <Route path="/explore/:displayName/*" element={<ValidatedShop showFeed={false} />} />
      <Route path="*" element={<NotFoundState />} />
    </Routes>
  );
}
