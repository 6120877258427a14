import { SearchMenu } from '../features/search-menu/search-menu';
import { useStrings } from '../i18n/use-strings';

/** The header's search box. */
export function SearchMenuRoot() {
  useStrings();
  return <SearchMenu />;
}
