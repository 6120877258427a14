import { SearchMenu } from '../features/search-menu/search-menu';
import { strings } from '../i18n/strings';

/** The header's search box. */
export function SearchMenuRoot() {
  strings.useStrings();
  return <SearchMenu />;
}
