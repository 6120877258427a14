import { RaiseNotFound } from '@ltk/platform';
import { Route, Routes } from 'react-router-dom';
import { SearchResultsPage } from './routes/search-results-page';
import { strings } from '../i18n/strings';

/** The search remote's routes. */
export function Root() {
  strings.useStrings();
  return (
    <Routes>
      <Route path="/search" element={<SearchResultsPage />} />
      {/* Anything else under this remote (e.g. /search/x) is the shell's 404, as in every remote. */}
      <Route path="*" element={<RaiseNotFound />} />
    </Routes>
  );
}
