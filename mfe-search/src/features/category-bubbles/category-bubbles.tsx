import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { categoriesCountry } from '@ltk/i18n';
import { paths } from '@ltk/routes';
import { useRead } from '@ltk/store';
import { imageSrcSet, imageUrl, visuallyHidden } from '@ltk/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { categoryBubbles } from './bubbles-read';
import { bubbleStrings } from './i18n/bubble-strings';

/** The shopper's day as `YYYY-MM-DD` (local time). */
function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * 'Shop by category' on /search before a keyword: the category bubbles of the locale's country (a round picture and
 * the category's title, each a link to /categories/{key}) in a row that scrolls sideways. Skeleton bubbles while
 * loading; no categories or a failed load leave the row out (the failure is logged by the read).
 */
export default function CategoryBubbles() {
  const { t, i18n } = bubbleStrings.useStrings();
  const country = categoriesCountry(i18n.language);
  const { data: categories, status } = useRead(categoryBubbles, { country, date: today() });
  const titleId = useId();
  if (status === 'failed' || (categories && categories.length === 0)) return null;
  return (
    <section aria-labelledby={titleId} aria-busy={!categories} css={section}>
      <h2 id={titleId} css={heading}>
        {t('title')}
      </h2>
      {categories ? (
        <ul aria-labelledby={titleId} css={row}>
          {categories.map((category) => (
            <li key={category.key} css={item}>
              <Link to={paths.category(category.key)} css={bubble}>
                <img
                  src={imageUrl(category.imageUrl, { width: 88 })}
                  srcSet={imageSrcSet(category.imageUrl, { width: 88 })}
                  alt=""
                  width={BUBBLE_SIZE}
                  height={BUBBLE_SIZE}
                  css={picture}
                />
                <span>{category.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <>
          <p role="status" css={visuallyHidden}>
            {t('loading')}
          </p>
          <ul css={row} aria-hidden="true">
            {SKELETONS.map((key) => (
              <li key={key} css={item}>
                <span css={[picture, skeleton]} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

const BUBBLE_SIZE = 72;

const SKELETONS = [0, 1, 2, 3, 4, 5];

const section = (theme: Theme) => css({ display: 'grid', gap: theme.spacing(1.5), minWidth: 0 });

const heading = (theme: Theme) => css({ margin: 0, fontSize: theme.typography.size.lg });

/** A row that scrolls sideways: at 390 the last bubble shown is cut, which says there are more. */
const row = (theme: Theme) =>
  css({
    display: 'flex',
    gap: theme.spacing(2),
    margin: 0,
    padding: theme.spacing(0.5, 0, 1),
    listStyle: 'none',
    overflowX: 'auto',
    minHeight: BUBBLE_SIZE + 52,
  });

const item = css({ flex: `0 0 ${BUBBLE_SIZE + 16}px`, minWidth: 0 });

const bubble = (theme: Theme) =>
  css({
    display: 'grid',
    justifyItems: 'center',
    gap: theme.spacing(1),
    color: theme.colors.text,
    fontSize: theme.typography.size.sm,
    textAlign: 'center',
    textDecoration: 'none',
    borderRadius: theme.radius.md,
    '&:hover img': { boxShadow: `0 0 0 2px ${theme.colors.primary}` },
    '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
  });

const picture = (theme: Theme) =>
  css({
    display: 'block',
    width: BUBBLE_SIZE,
    height: BUBBLE_SIZE,
    borderRadius: '50%',
    objectFit: 'cover',
    background: theme.colors.surface,
  });

const skeleton = css({ margin: '0 auto' });
