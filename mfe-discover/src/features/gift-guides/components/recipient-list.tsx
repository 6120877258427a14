import { css, type Theme } from '@emotion/react';
import type { GiftGuideTerm } from '@ltk/contracts';
import { paths } from '@ltk/routes';
import { Link } from 'react-router-dom';
import { tileGrid, tileLink } from '../../../lib/tiles';

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

const grid = tileGrid({ xs: 2, md: 4 });

const tile = (theme: Theme) => css`
  display: grid;
  place-items: center;
  min-height: 96px;
  padding: ${theme.spacing(2)};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  ${tileLink(theme)};
  font-weight: ${theme.typography.weight.bold};
  font-size: ${theme.typography.size.lg};
  text-align: center;
  &:hover {
    background: ${theme.colors.border};
  }
`;
