import { Route, Routes } from 'react-router-dom';
import { SearchResultsPage } from '../features/search-results/search-results-page';
import { useStrings } from '../i18n/use-strings';

/** The search remote's routes. */
export function SearchRoot() {
  useStrings();
  return (
    <Routes>
      <Route path="/search" element={<SearchResultsPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
