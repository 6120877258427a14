import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Avatar, mq } from '@ltk/ui';
import { FollowButton } from '@ltk/ui/follow';

/** Large avatar size of the creator header (spec section 2). */
const CREATOR_AVATAR_SIZE = 88;

export type FollowControls = {
  following: boolean;
  onFollow: () => void;
  onUnfollowConfirm: () => void;
  onUnfollowCancel: () => void;
};

type CreatorHeaderProps = FollowControls & {
  /** The creator (without an avatar URL: the avatar's initial). */
  profile: { displayName: string; avatarUrl?: string | null };
  /** The follower line's content (the count, once known); the line keeps its height without it. */
  followers?: ReactNode;
  /** The shop's tabs and page, between the header and the floating follow bar. */
  children?: ReactNode;
};

const headerStyle = (theme: Theme) =>
  css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: theme.spacing(1),
    padding: theme.spacing(3, 2),
    textAlign: 'center',
    fontFamily: theme.typography.fontFamily,
  });

// The line's own font size and line height are the count's: an inline count in a 16 px line would make the line
// 22.4 px once it arrives, and move the tabs below by 2.8 px.
const countLine = (theme: Theme) =>
  css({
    fontSize: theme.typography.size.sm,
    lineHeight: theme.typography.lineHeight,
    minHeight: `calc(${theme.typography.size.sm} * ${theme.typography.lineHeight})`,
  });

const inlineFollow = css({ [mq.down('sm')]: { display: 'none' } });

// Below sm the follow button floats in a bar at the foot of the screen, sticky at the end of the shop's page: in the
// page's flow (after its tabs and content), so at the end of the page it stops above the footer and covers nothing.
// The shell's bottom app banner yields to it on a shop (shell/src/features/banners): one bar, not two stacked.
const floatingBar = (theme: Theme) =>
  css({
    display: 'none',
    [mq.down('sm')]: {
      display: 'flex',
      position: 'sticky',
      bottom: theme.spacing(2),
      margin: theme.spacing(2),
      zIndex: theme.zIndex.header,
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: theme.spacing(1),
      padding: theme.spacing(1, 1.5),
      borderRadius: theme.radius.pill,
      background: theme.colors.background,
      boxShadow: theme.shadow.dialog,
    },
  });

/** Creator shop header: avatar, display name, follower line and follow button (floating on mobile, after `children`). */
export function CreatorHeader({ profile, followers, children, ...follow }: CreatorHeaderProps) {
  return (
    <>
      <header css={headerStyle} data-testid="creator-header">
        <Avatar src={profile.avatarUrl} name={profile.displayName} size={CREATOR_AVATAR_SIZE} />
        <h1 css={(theme: Theme) => css({ margin: 0, fontSize: theme.typography.size.xl })}>
          {profile.displayName}
        </h1>
        {/* The line is kept while the statistics load (or if they fail), so the tabs below never move. */}
        <div css={countLine}>{followers}</div>
        <div css={inlineFollow}>
          <FollowButton displayName={profile.displayName} {...follow} />
        </div>
      </header>
      {children}
      <div css={floatingBar} data-testid="floating-follow">
        <span css={css({ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 })}>
          <Avatar src={profile.avatarUrl} name={profile.displayName} size={32} decorative />
          <strong css={css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>
            {profile.displayName}
          </strong>
        </span>
        <FollowButton displayName={profile.displayName} {...follow} />
      </div>
    </>
  );
}
