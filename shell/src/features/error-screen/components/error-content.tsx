import { css } from '@emotion/react';
import { useBus } from '@ltk/platform';
import { selectIsLoggedIn, useAppSelector } from '@ltk/store';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useNoIndex } from '../lib/use-noindex';

const message = css({ maxWidth: 640, margin: '48px auto', padding: '0 16px', textAlign: 'center' });
const discoverLink = css({
  display: 'inline-block',
  marginTop: 16,
  padding: '12px 24px',
  background: '#111',
  color: '#fff',
  borderRadius: 4,
  textDecoration: 'none',
  '&:focus-visible': { outline: '2px solid #111', outlineOffset: 2 },
});

/** The error screen itself (loaded on demand: only error pages need it). */
export default function ErrorContent({ status = 404 }: { status?: number }) {
  const { t } = useTranslation(['shell-ui', 'common']);
  const bus = useBus();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { pathname } = useLocation();
  const notFound = status === 404;
  const title = notFound ? t('error.notFoundTitle') : t('error.title');
  // Section 2: a 404 is the screen 'This page could not be found' (the tab's title), headed '404 Oh No!'.
  const pageTitle = notFound ? t('common:pageNotFound') : title;
  useNoIndex();
  useEffect(() => {
    bus.publish('analytics/page-view', { path: pathname, routeName: notFound ? 'not-found' : 'error' });
  }, [bus, pathname, notFound]);
  useEffect(() => {
    bus.publish('page/title', { title: pageTitle });
  }, [bus, pageTitle, pathname]);
  return (
    <section css={message}>
      <h1>{title}</h1>
      <p>{notFound ? t('error.notFoundMessage') : t('error.message')}</p>
      {loggedIn ? (
        <Link css={discoverLink} to="/home">
          {t('error.discoverMore')}
        </Link>
      ) : null}
    </section>
  );
}
