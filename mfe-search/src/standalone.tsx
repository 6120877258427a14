import { css } from '@emotion/react';
import { mountStandalone } from '@ltk/platform/standalone';
import { SearchMenuRoot } from './app/search-menu-root';
import { Root } from './app/root';
import { strings } from './i18n/strings';

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
      <Root />
    </>
  );
}

mountStandalone(StandaloneSearch, { name: 'mfe_search', beforeMount: ({ i18n }) => strings.register(i18n) });
