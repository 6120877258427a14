import { css, type Theme } from '@emotion/react';
import type { RecommendedProfile } from '@ltk/contracts';
import { paths } from '@ltk/routes';
import { Avatar, mq } from '@ltk/ui';
import { Link } from 'react-router-dom';

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

const grid = (theme: Theme) => css`
  display: grid;
  gap: ${theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  ${mq.up('md')} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`;

const tile = (theme: Theme) => css`
  display: grid;
  justify-items: center;
  gap: ${theme.spacing(1)};
  color: ${theme.colors.text};
  font-weight: ${theme.typography.weight.medium};
  text-align: center;
  text-decoration: none;
  overflow-wrap: anywhere;
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
