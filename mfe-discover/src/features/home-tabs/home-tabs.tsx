import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { NavLink, Outlet } from 'react-router-dom';
import { strings } from '../../i18n/strings';

const TABS = [
  { to: '/home', key: 'tabs.discover', end: true },
  { to: '/home/for-you', key: 'tabs.forYou', end: true },
  { to: '/home/following', key: 'tabs.following', end: true },
  { to: '/home/following/giftguides', key: 'tabs.giftGuides', end: true },
] as const;

/** /home layout: Discover / For you / Following / Following gift guides navigation above the active tab. */
export function HomeTabs() {
  const { t } = strings.useStrings();
  return (
    <div
      css={(theme: Theme) =>
        css({
          maxWidth: 1920,
          margin: '0 auto',
          padding: theme.spacing(2),
          fontFamily: theme.typography.fontFamily,
        })
      }
    >
      <nav aria-label={t('tabs.label')}>
        <ul css={list}>
          {TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink to={tab.to} end={tab.end} css={link}>
                {t(tab.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}

const list = (theme: Theme) => css`
  display: flex;
  justify-content: center;
  gap: ${theme.spacing(3)};
  margin: 0 0 ${theme.spacing(3)};
  padding: 0;
  list-style: none;
  border-bottom: 1px solid ${theme.colors.border};
`;

const link = (theme: Theme) => css`
  display: inline-block;
  padding: ${theme.spacing(1.5)} ${theme.spacing(0.5)};
  color: ${theme.colors.textMuted};
  font-weight: ${theme.typography.weight.bold};
  text-decoration: none;
  border-bottom: 2px solid transparent;
  &[aria-current='page'] {
    color: ${theme.colors.text};
    border-bottom-color: ${theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
