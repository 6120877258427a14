import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { Link } from 'react-router-dom';

export type TabNavTab = {
  /** In-app path of the tab. */
  to: string;
  label: string;
  /** The tab whose section is the current page: marked with `aria-current="page"`. */
  current: boolean;
};

export type TabNavProps = {
  /** Accessible name of the navigation. */
  label: string;
  tabs: readonly TabNavTab[];
};

/** A row of tab links, the current one marked (`aria-current="page"`); scrolls sideways when it is wider than the page. */
export function TabNav({ label, tabs }: TabNavProps) {
  return (
    <nav aria-label={label} css={nav}>
      <ul css={list}>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link to={tab.to} css={link} aria-current={tab.current ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

// Object styles: the same rules as template literals, without their whitespace in every remote's bundle.
const nav = css({ overflowX: 'auto', scrollbarWidth: 'none' });

const list = (theme: Theme) =>
  css({
    display: 'flex',
    justifyContent: 'center',
    gap: theme.spacing(3),
    width: 'max-content',
    minWidth: '100%',
    margin: `0 0 ${theme.spacing(3)}`,
    padding: `0 ${theme.spacing(2)}`,
    listStyle: 'none',
    borderBottom: `1px solid ${theme.colors.border}`,
  });

const link = (theme: Theme) =>
  css({
    display: 'inline-block',
    padding: `${theme.spacing(1.5)} ${theme.spacing(0.5)}`,
    color: theme.colors.textMuted,
    fontWeight: theme.typography.weight.bold,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    borderBottom: '2px solid transparent',
    "&[aria-current='page']": { color: theme.colors.text, borderBottomColor: theme.colors.primary },
    '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
  });
