import { css, type Theme } from '@emotion/react';
import type { GiftGuideTerm } from '@ltk/contracts';
import { paths } from '@ltk/routes';
import { mq } from '@ltk/ui';
import { Link } from 'react-router-dom';

/** The URL segment of a recipient: `FOR_HER` is `/giftguides/for_her`. */
export const audienceSegment = (key: string) => key.toLowerCase();

/** One tile per gift-guide recipient (audience), linking to its guides. */
export function RecipientList({
  recipients,
  label,
}: {
  recipients: readonly GiftGuideTerm[];
  label: string;
}) {
  return (
    <ul aria-label={label} css={grid}>
      {recipients.map((recipient) => (
        <li key={recipient.key}>
          <Link to={paths.giftGuidesAudience(audienceSegment(recipient.key))} css={tile}>
            {recipient.value}
          </Link>
        </li>
      ))}
    </ul>
  );
}

const grid = (theme: Theme) => css`
  display: grid;
  gap: ${theme.spacing(1.5)};
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${mq.up('md')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const tile = (theme: Theme) => css`
  display: grid;
  place-items: center;
  min-height: 96px;
  padding: ${theme.spacing(2)};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-weight: ${theme.typography.weight.bold};
  font-size: ${theme.typography.size.lg};
  text-align: center;
  text-decoration: none;
  &:hover {
    background: ${theme.colors.border};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
