import { css } from '@emotion/react';
import type { User } from '@ltk/contracts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ACCOUNT_LINKS } from '../lib/nav-links';
import { labelFromSm, labelOnPhone, pillButton } from '../lib/pill-button';

const wrapper = css({ position: 'relative' });
const menu = css({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 4px)',
  minWidth: 220,
  margin: 0,
  padding: '8px 0',
  listStyle: 'none',
  background: '#fff',
  borderRadius: 8,
  boxShadow: '0 8px 32px rgba(0,0,0,.24)',
  zIndex: 110,
  '& a': { display: 'block', padding: '8px 16px', color: '#1f1f1f', textDecoration: 'none' },
  '& a:hover, & a:focus-visible': { background: '#f6f6f6', outline: 'none' },
});

/** Account menu; the email comes first only when the account may change it (authnCanChangeEmail). */
export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation('shell-ui');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    menuRef.current?.querySelector<HTMLElement>('a')?.focus();
    const close = (event: MouseEvent) => {
      if (!menuRef.current?.contains(event.target as Node) && event.target !== triggerRef.current)
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('a') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      setOpen(false);
      triggerRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    }
  };

  const close = () => setOpen(false);
  return (
    <div css={wrapper}>
      <button
        css={pillButton}
        ref={triggerRef}
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('header.userMenu')}
        onClick={() => setOpen((v) => !v)}
      >
        <span css={labelFromSm}>{t('header.userMenu')}</span>
        <span css={labelOnPhone}>{t('nav.menu')}</span>
      </button>
      {open ? (
        <ul css={menu} id={menuId} ref={menuRef} aria-label={t('header.userMenu')} onKeyDown={onKeyDown}>
          {user.profile.authnCanChangeEmail ? (
            <li>
              <Link to="/account" onClick={close} data-testid="user-menu-email">
                {user.email}
              </Link>
            </li>
          ) : null}
          {ACCOUNT_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={close}>
                {t(link.key)}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
