import type { SearchType } from '@ltk/contracts';
import { parseSearchType, paths } from '@ltk/routes';
import { Avatar } from '@ltk/ui';
import type { KeyboardEvent } from 'react';
import { useBus } from '@ltk/platform';
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate } from 'react-router-dom';
import { normalizeQuery } from '../../lib/normalize-query';
import { buildMenuSections } from './build-menu-sections';
import { flattenOptions, moveActiveIndex, type MenuOption } from './menu-options';
import { pickPopularSearches } from './popular-searches';
import * as styles from './search-menu.styles';
import { useDebouncedValue } from './use-debounced-value';
import { useMenuSuggestions } from './use-menu-suggestions';
import { useSearchHistory } from './use-search-history';
import { strings } from '../../i18n/strings';

const TYPING_DEBOUNCE_MS = 250;

/** Header search input with suggestions, an ARIA combobox (listbox popup, arrow keys, Enter, Escape). */
export function SearchMenu() {
  const { t, i18n } = strings.useStrings();
  const navigate = useNavigate();
  const location = useLocation();
  const onSearchPage = location.pathname === '/search';
  const params = new URLSearchParams(location.search);
  const currentType: SearchType = onSearchPage ? parseSearchType(params.get('type')) : 'post';

  const [value, setValue] = useState(() => (onSearchPage ? (params.get('keyword') ?? '') : ''));
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const bus = useBus();

  // The header asks for the search box (mobile search button, or /search reached on a small screen).
  // With `query`, the shell hands over what was typed into its stand-in box while this parcel loaded.
  // All in the publishing task (flushSync): the next keystroke already lands here, after the handed-over text.
  // A layout effect: subscribed during the first commit, before the parcel reports itself mounted.
  useLayoutEffect(() => {
    const subscription = bus.on('search/open').subscribe(({ open: next, query }) => {
      const input = inputRef.current;
      if (next && query !== undefined) {
        flushSync(() => setValue(query));
        input?.focus();
        input?.setSelectionRange(query.length, query.length);
      } else if (next) input?.focus();
      else input?.blur();
    });
    return () => subscription.unsubscribe();
  }, [bus]);
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const query = normalizeQuery(useDebouncedValue(value, TYPING_DEBOUNCE_MS));
  const history = useSearchHistory(i18n.language);
  const [popularSearches] = useState(() => pickPopularSearches());
  const suggestions = useMenuSuggestions({
    query,
    enabled: open,
    needPopularCreators: history.creators.length === 0,
  });

  const sections = useMemo(
    () =>
      buildMenuSections({
        query: normalizeQuery(value) ? query : '',
        recentSearches: history.searches,
        recentCreators: history.creators,
        popularSearches,
        popularCreators: suggestions.popularCreators,
        relatedSearches: suggestions.relatedSearches,
        suggestedCreators: suggestions.suggestedCreators,
        type: currentType,
      }),
    [value, query, history.searches, history.creators, popularSearches, suggestions, currentType],
  );
  const options = flattenOptions(sections);
  const expanded = open && options.length > 0;

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const choose = (option: MenuOption) => {
    close();
    inputRef.current?.blur();
    if (option.kind === 'creator') {
      history.rememberCreator({
        id: option.profileId,
        query: option.displayName,
        type: 'profile',
        avatarUrl: option.avatarUrl,
      });
      setValue('');
      void navigate(paths.creator(option.displayName));
      return;
    }
    history.rememberTerm({ id: option.query.toLowerCase(), query: option.query, type: option.type });
    setValue(option.query);
    void navigate(paths.search({ keyword: option.query, type: option.type }));
  };

  const submit = () => {
    const typed = normalizeQuery(value);
    if (!typed) return;
    choose({ kind: 'term', key: typed, query: typed, type: currentType });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          setOpen(true);
          return;
        }
        setActiveIndex((index) => moveActiveIndex(index, event.key === 'ArrowDown' ? 1 : -1, options.length));
        return;
      }
      case 'Enter': {
        event.preventDefault();
        const active = expanded ? options[activeIndex] : undefined;
        if (active) choose(active);
        else submit();
        return;
      }
      case 'Escape': {
        if (open) {
          event.preventDefault();
          close();
        } else if (value) {
          setValue('');
        }
        return;
      }
      default:
    }
  };

  let index = -1;
  return (
    <div css={styles.root}>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <input
          ref={inputRef}
          type="search"
          role="combobox"
          aria-label={t('menu.label')}
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          placeholder={t('menu.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          value={value}
          css={styles.input}
          onChange={(event) => {
            setValue(event.target.value);
            setActiveIndex(-1);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
      </form>
      <div
        id={listboxId}
        role="listbox"
        aria-label={t('menu.suggestions')}
        hidden={!expanded}
        css={styles.panel}
      >
        {expanded
          ? sections.map((section) => (
              <div key={section.key} role="group" aria-labelledby={`${listboxId}-${section.key}`}>
                <p id={`${listboxId}-${section.key}`} role="presentation" css={styles.heading}>
                  {t(`menu.${section.key}`)}
                </p>
                {section.options.map((option) => {
                  index += 1;
                  const optionIndex = index;
                  return (
                    <div
                      key={option.key}
                      id={optionId(optionIndex)}
                      role="option"
                      aria-selected={optionIndex === activeIndex}
                      css={styles.option}
                      onMouseDown={(event) => event.preventDefault()}
                      onMouseEnter={() => setActiveIndex(optionIndex)}
                      onClick={() => choose(option)}
                    >
                      {option.kind === 'creator' ? (
                        <>
                          <Avatar src={option.avatarUrl} name={option.displayName} size={32} decorative />
                          <span>{option.displayName}</span>
                        </>
                      ) : (
                        <span>{option.query}</span>
                      )}
                    </div>
                  );
                })}
              </div>
            ))
          : null}
      </div>
    </div>
  );
}
