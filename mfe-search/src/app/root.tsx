import { Route, Routes } from 'react-router-dom';
import { SearchResultsPage } from './routes/search-results-page';
import { strings } from '../i18n/strings';

/** The search remote's routes. */
export function Root() {
  strings.useStrings();
  return (
    <Routes>
      <Route path="/search" element={<SearchResultsPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
