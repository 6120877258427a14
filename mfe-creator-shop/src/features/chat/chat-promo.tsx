import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { APP_STORE_URL, GOOGLE_PLAY_URL } from '@ltk/contracts';
import { paths } from '@ltk/routes';
import { Link } from 'react-router-dom';
import { usePageStrings } from '../../i18n/page-strings';

/** The shop's chat tab: chatting with a creator happens in the LTK app, so this pushes the app. */
export function ChatPromo({ displayName }: { displayName: string }) {
  const { t } = usePageStrings();
  return (
    <section aria-labelledby="shop-chat-title" css={box}>
      <h2 id="shop-chat-title" css={(theme: Theme) => css({ margin: 0, fontSize: theme.typography.size.xl })}>
        {t('chat.title', { name: displayName })}
      </h2>
      <p css={text}>{t('chat.body', { name: displayName })}</p>
      <ul css={links}>
        <li>
          <a href={APP_STORE_URL} target="_blank" rel="noopener noreferrer" css={storeLink}>
            {t('chat.appStore')}
          </a>
        </li>
        <li>
          <a href={GOOGLE_PLAY_URL} target="_blank" rel="noopener noreferrer" css={storeLink}>
            {t('chat.googlePlay')}
          </a>
        </li>
      </ul>
      <Link to={paths.chatApp()} css={more}>
        {t('chat.more')}
      </Link>
    </section>
  );
}

const box = (theme: Theme) => css`
  display: grid;
  justify-items: center;
  gap: ${theme.spacing(2)};
  max-width: 560px;
  margin: 0 auto;
  padding: ${theme.spacing(4, 2)};
  text-align: center;
`;

const text = (theme: Theme) => css`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

const links = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.spacing(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const storeLink = (theme: Theme) => css`
  display: inline-flex;
  padding: ${theme.spacing(1, 2)};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.text};
  color: ${theme.colors.background};
  font-weight: ${theme.typography.weight.bold};
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const more = (theme: Theme) => css`
  color: ${theme.colors.text};
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
