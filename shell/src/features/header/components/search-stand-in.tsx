import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { useBus } from '@ltk/platform';
import { saveDataMode } from '@ltk/ui';
import { parseSearchType, paths } from '@ltk/routes';
import { useEffect, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

// Looks exactly like the search menu's input (mfe-search search-menu.styles.ts), so the hand-over is invisible.
const searchInput = (theme: Theme) =>
  css({
    boxSizing: 'border-box',
    width: '100%',
    maxWidth: 480,
    height: 40,
    padding: theme.spacing(0, 2),
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.pill,
    background: theme.colors.surface,
    color: theme.colors.text,
    font: 'inherit',
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.size.md,
    '&:focus': {
      outline: `2px solid ${theme.colors.focus}`,
      outlineOffset: 1,
      background: theme.colors.background,
    },
  });

export type SearchStandInProps = {
  /** The user is about to search (hover, focus, touch or a key): load the real search menu now (not on hover in Save-Data mode). */
  onActivate: () => void;
  /** The host reads the typed text and the focus from it when it hands over. */
  inputRef: RefObject<HTMLInputElement | null>;
};

/**
 * The header's search box until the search remote's menu parcel has loaded: a plain input that starts
 * loading it on first intent and keeps what is typed, which the host then hands over to the parcel;
 * Enter searches even if the menu has not arrived yet.
 * Loading the parcel on intent keeps the search remote off the first load of every other route.
 */
export function SearchStandIn({ onActivate, inputRef: input }: SearchStandInProps) {
  const { t } = useTranslation('shell-ui');
  const bus = useBus();
  const navigate = useNavigate();
  // On /search the box shows the searched keyword and Enter keeps the results type, as the menu does.
  const { pathname, search } = useLocation();
  const onSearchPage = pathname === '/search';
  const query = new URLSearchParams(search);
  const keyword = onSearchPage ? (query.get('keyword') ?? '') : '';
  const type = onSearchPage ? parseSearchType(query.get('type')) : 'post';

  // The mobile search button opens the box: focus it (which loads the menu).
  useEffect(() => {
    const subscription = bus.on('search/open').subscribe(({ open, query }) => {
      if (open && query === undefined) input.current?.focus();
    });
    return () => subscription.unsubscribe();
  }, [bus, input]);

  return (
    <form
      role="search"
      onSubmit={(event) => {
        // Enter before the menu has loaded still searches (posts, or the results type shown on /search).
        event.preventDefault();
        const typed = input.current?.value.trim();
        if (typed) void navigate(paths.search({ keyword: typed, type }));
      }}
    >
      <input
        // A new keyword in the URL (Back, a link) shows in the box; what is typed stays until then.
        key={keyword}
        defaultValue={keyword}
        css={searchInput}
        ref={input}
        type="search"
        aria-label={t('header.searchLabel')}
        placeholder={t('header.searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        data-search-stand-in=""
        onFocus={onActivate}
        // Hover alone is a guess: in Save-Data mode the menu loads when the box is used (focus, touch, a key).
        onPointerEnter={saveDataMode() ? undefined : onActivate}
        onTouchStart={onActivate}
        onKeyDown={onActivate}
      />
    </form>
  );
}
