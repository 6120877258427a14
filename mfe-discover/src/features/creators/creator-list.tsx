import { css, type Theme } from '@emotion/react';
import type { RecommendedProfile } from '@ltk/contracts';
import { paths } from '@ltk/routes';
import { Avatar } from '@ltk/ui';
import { Link } from 'react-router-dom';
import { tileGrid, tileLink } from '../../lib/tiles';

/** Creators as avatar tiles linking to their shops. */
export function CreatorList({ creators, label }: { creators: readonly RecommendedProfile[]; label: string }) {
  return (
    <ul aria-label={label} css={grid}>
      {creators.map((creator) => (
        <li key={creator.id}>
          <Link to={paths.creator(creator.displayName)} css={tile}>
            <Avatar src={creator.avatarUrl} name={creator.displayName} size={88} decorative />
            <span>{creator.displayName}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

const grid = tileGrid({ xs: 3, md: 6 }, 2);

const tile = (theme: Theme) => css`
  ${tileLink(theme)};
  display: grid;
  justify-items: center;
  gap: ${theme.spacing(1)};
  font-weight: ${theme.typography.weight.medium};
  text-align: center;
  overflow-wrap: anywhere;
`;
