import { css } from '@emotion/react';
import { mountStandalone } from '@ltk/platform/standalone';
import { SearchMenuRoot } from './app/search-menu-root';
import { SearchRoot } from './app/root';
import { registerStrings } from './i18n/resources';

/** Standalone harness: the header search box above the search page. */
function StandaloneSearch() {
  return (
    <>
      <header
        css={css({
          display: 'flex',
          justifyContent: 'center',
          padding: 12,
          borderBottom: '1px solid #e3e3e3',
        })}
      >
        <SearchMenuRoot />
      </header>
      <SearchRoot />
    </>
  );
}

mountStandalone(StandaloneSearch, { name: 'mfe_search', beforeMount: ({ i18n }) => registerStrings(i18n) });
