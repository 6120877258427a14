import { isDisplayName } from '@ltk/routes';
import { Route, Routes, useParams } from 'react-router-dom';
import { RaiseNotFound } from '@ltk/platform';
import { CreatorShopPage } from './routes/creator-shop-page';
import { strings } from '../i18n/strings';

function ValidatedShop({ showFeed }: { showFeed: boolean }) {
  const { displayName = '' } = useParams();
  return isDisplayName(displayName) ? <CreatorShopPage showFeed={showFeed} /> : <RaiseNotFound />;
}

/** Routes of the creator shop remote: /explore/:displayName and everything under it. */
export function Root() {
  strings.useStrings();
  return (
    <Routes>
      <Route path="/explore/:displayName" element={<ValidatedShop showFeed />} />
      <Route path="/explore/:displayName/*" element={<ValidatedShop showFeed={false} />} />
      <Route path="*" element={<RaiseNotFound />} />
    </Routes>
  );
}
