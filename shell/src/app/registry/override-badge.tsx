import { STORAGE_KEYS } from '@ltk/contracts';
import { registerResources, type I18n } from '@ltk/i18n';
import { useEffect, useId, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { OVERRIDE_PARAM, OVERRIDE_RESET_PARAM, type OverrideDecision } from './overrides';
import en from './override-badge-en.json';

const NS = 'shell-overrides';

export interface OverrideBadgeProps {
  accepted: readonly OverrideDecision[];
  refused: readonly OverrideDecision[];
  /** Forgets every override and reloads without them. */
  onReset: () => void;
}

const bar = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
  padding: '6px 16px',
  background: '#fff4d6',
  borderBottom: '1px solid #e0c56e',
  font: '14px/1.4 system-ui, sans-serif',
  color: '#1f1f1f',
} as const;

const pill = {
  font: 'inherit',
  padding: '4px 12px',
  borderRadius: 16,
  border: '1px solid #8a6d00',
  background: '#fff',
  color: '#1f1f1f',
  cursor: 'pointer',
  ':focus-visible': { outline: '2px solid #1f1f1f', outlineOffset: 2 },
} as const;

/**
 * A developer's reminder that this page runs overridden remotes (or asked for some that were refused): a strip
 * above the page with a button that lists them, each with its URL and, for a refusal, the reason, and a one-click
 * reset. Escape closes the list.
 */
function OverrideBadge({ accepted, refused, onReset }: OverrideBadgeProps) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const item = (decision: OverrideDecision) => (
    <li key={`${decision.remote} ${decision.url}`} css={{ margin: '4px 0', overflowWrap: 'anywhere' }}>
      <strong>{decision.remote}</strong> <code>{decision.url}</code>{' '}
      <em>{decision.reason ? t('refused', { reason: t(`reasons.${decision.reason}`) }) : t('active')}</em>
    </li>
  );

  return (
    <aside aria-label={t('title')} data-testid="override-badge" css={bar}>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
        css={pill}
      >
        {t('summary', { active: accepted.length, refused: refused.length })}
      </button>
      <button type="button" onClick={onReset} css={pill}>
        {t('reset')}
      </button>
      <ul
        id={listId}
        hidden={!open}
        aria-label={t('details')}
        css={{ flexBasis: '100%', margin: 0, paddingLeft: 20 }}
      >
        {accepted.map(item)}
        {refused.map(item)}
      </ul>
    </aside>
  );
}

/** Forgets the stored overrides and reloads the page without its `override` query parameters. */
export function resetOverrides(
  storage: Pick<Storage, 'removeItem'> | undefined,
  location: Pick<Location, 'href' | 'assign'> = window.location,
) {
  storage?.removeItem(STORAGE_KEYS.remoteOverrides);
  const url = new URL(location.href);
  url.searchParams.delete(OVERRIDE_PARAM);
  url.searchParams.delete(OVERRIDE_RESET_PARAM);
  location.assign(url.href);
}

/** Renders the badge in a root of its own at the top of the page (overrides enabled and some active or refused). */
export function mountOverrideBadge(i18n: I18n, props: OverrideBadgeProps, doc: Document = document) {
  registerResources(i18n, NS, { en });
  const container = doc.createElement('div');
  container.id = 'override-badge';
  doc.body.prepend(container);
  // A dev remote bundles its own React, whose useId()s count from zero like this root's: without the prefix its
  // dialog's aria-labelledby could name the badge's list.
  createRoot(container, { identifierPrefix: 'override-badge-' }).render(
    <I18nextProvider i18n={i18n}>
      <OverrideBadge {...props} />
    </I18nextProvider>,
  );
}
