import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { strings } from '../../../i18n/strings';
import { SHOP_TABS, shopTabPath, type ShopTab } from '../shop-tabs';

const LABEL_KEYS = {
  posts: 'nav.posts',
  collections: 'nav.collections',
  productsets: 'nav.productSets',
  giftguides: 'nav.giftGuides',
  chat: 'nav.chat',
} as const satisfies Record<ShopTab, string>;

export type ShopNavProps = { displayName: string; active: ShopTab };

/** Links between the shop's tabs; the active tab (also on its sub-pages) is the current page's section. */
export function ShopNav({ displayName, active }: ShopNavProps) {
  const { t } = strings.useStrings();
  return (
    <nav aria-label={t('nav.label', { name: displayName })} css={nav}>
      <ul css={list}>
        {SHOP_TABS.map((tab) => (
          <li key={tab}>
            <Link
              to={shopTabPath(displayName, tab)}
              css={link}
              aria-current={tab === active ? 'page' : undefined}
            >
              {t(LABEL_KEYS[tab])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const nav = css`
  overflow-x: auto;
  scrollbar-width: none;
`;

const list = (theme: Theme) => css`
  display: flex;
  justify-content: center;
  gap: ${theme.spacing(3)};
  width: max-content;
  min-width: 100%;
  margin: 0 0 ${theme.spacing(3)};
  padding: 0 ${theme.spacing(2)};
  list-style: none;
  border-bottom: 1px solid ${theme.colors.border};
`;

const link = (theme: Theme) => css`
  display: inline-block;
  padding: ${theme.spacing(1.5)} ${theme.spacing(0.5)};
  color: ${theme.colors.textMuted};
  font-weight: ${theme.typography.weight.bold};
  white-space: nowrap;
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
