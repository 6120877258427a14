import { RaiseNotFound } from '@ltk/platform';
import { paths } from '@ltk/routes';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AppLandingPage } from './routes/app-landing-page';
import { CategoriesPage } from './routes/categories-page';
import { CategoryPage } from './routes/category-page';
import { CreatorsMatchingPage } from './routes/creators-matching-page';
import { DealsPage } from './routes/deals-page';
import { GiftGuidesAudiencePage } from './routes/gift-guides-audience-page';
import { GiftGuidesPage } from './routes/gift-guides-page';
import { HashtagPage } from './routes/hashtag-page';
import { HolidayGiftGuidesPage } from './routes/holiday-gift-guides-page';
import { SitemapPage } from './routes/sitemap-page';

/** Discover's pages outside /home (their own chunk); a path the remote does not have raises the shell's 404. */
export function PageRoutes() {
  return (
    <Routes>
      <Route path="/categories" element={<CategoriesPage />} />
      <Route path="/categories/:category" element={<CategoryPage />} />
      {/* /hashtags without a hashtag: the categories, the hashtag feeds a shopper picks from. */}
      <Route path="/hashtags" element={<Navigate to={paths.categories()} replace />} />
      <Route path="/hashtags/:hashtag" element={<HashtagPage />} />
      <Route path="/giftguides" element={<GiftGuidesPage />} />
      <Route path="/giftguides/:id" element={<GiftGuidesAudiencePage />} />
      <Route path="/gift-guides" element={<HolidayGiftGuidesPage />} />
      <Route path="/ltk-shopping-app" element={<AppLandingPage variant="shopping" />} />
      <Route path="/ltk-chat" element={<AppLandingPage variant="chat" />} />
      <Route path="/deals" element={<DealsPage />} />
      <Route path="/sitemap" element={<SitemapPage />} />
      <Route path="/creators/matching" element={<CreatorsMatchingPage />} />
      <Route path="*" element={<RaiseNotFound />} />
    </Routes>
  );
}
