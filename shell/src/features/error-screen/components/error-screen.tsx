import styled from '@emotion/styled';
import { useBus, useTopic } from '@ltk/platform';
import { Component, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useNoIndex } from '../lib/use-noindex';

const Page = styled.main({ maxWidth: 640, margin: '48px auto', padding: '0 16px', textAlign: 'center' });
const DiscoverLink = styled(Link)({
  display: 'inline-block',
  marginTop: 16,
  padding: '12px 24px',
  background: '#111',
  color: '#fff',
  borderRadius: 4,
  textDecoration: 'none',
  '&:focus-visible': { outline: '2px solid #111', outlineOffset: 2 },
});

export type ErrorScreenProps = {
  /** 404 shows the not-found texts; anything else the generic error texts. */
  status?: number;
  /** Rendered below the message (the host passes the discover feed region). */
  children?: ReactNode;
};

function ErrorContent({ status = 404, children }: ErrorScreenProps) {
  const { t } = useTranslation('shell-ui');
  const bus = useBus();
  const auth = useTopic('auth');
  const { pathname } = useLocation();
  const notFound = status === 404;
  useNoIndex();
  useEffect(() => {
    bus.publish('analytics/page-view', { path: pathname, routeName: notFound ? 'not-found' : 'error' });
  }, [bus, pathname, notFound]);
  return (
    <Page data-status={status}>
      <h1>{notFound ? t('error.notFoundTitle') : t('error.title')}</h1>
      <p>{notFound ? t('error.notFoundMessage') : t('error.message')}</p>
      {auth?.status === 'authenticated' ? <DiscoverLink to="/home">{t('error.discoverMore')}</DiscoverLink> : null}
      {children}
    </Page>
  );
}

/** Plain fallback when the error page itself fails; no i18n or router needed. */
function ErrorPageFailed() {
  return (
    <main style={{ margin: 48, textAlign: 'center' }}>
      <h1>An error occurred while showing the error page</h1>
      <a href="/">Go to home</a>
    </main>
  );
}

class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('Error page failed', error);
  }
  override render() {
    return this.state.failed ? <ErrorPageFailed /> : this.props.children;
  }
}

/** Section-2 error screen: 404 or generic texts, 'Discover More' when logged in, noindex, a page view. */
export function ErrorScreen(props: ErrorScreenProps) {
  return (
    <ErrorPageBoundary>
      <ErrorContent {...props} />
    </ErrorPageBoundary>
  );
}
