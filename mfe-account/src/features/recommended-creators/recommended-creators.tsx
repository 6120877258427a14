import { css, type Theme } from '@emotion/react';
import { ANALYTICS_EVENTS, type Profile } from '@ltk/contracts';
import { useCommonTranslation } from '@ltk/i18n';
import { useBus } from '@ltk/platform';
import { paths } from '@ltk/routes';
import {
  fetchFollows,
  selectIsFollowing,
  selectUser,
  toggleFollow,
  useAppDispatch,
  useAppSelector,
  useRead,
} from '@ltk/store';
import { Avatar, Button, mq, Spinner } from '@ltk/ui';
import { FollowButton } from '@ltk/ui/follow';
import { useEffect, useId } from 'react';
import { Link } from 'react-router-dom';
import { strings } from '../../i18n/strings';
import { recommendedCreators } from './recommended-creators-read';

/**
 * 'Creators you may like' on the favorite posts page: the signed-in shopper's 3 recommended profiles
 * (GET /v2/recommended_profiles/), each a link to the shop and a follow button. Loaded when shown (a lazy chunk),
 * again after a like change; nothing is read logged out.
 */
export function RecommendedCreators() {
  const { t } = strings.useStrings();
  const common = useCommonTranslation().t;
  const headingId = useId();
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectUser)?.userId || null;
  const { status, data, retry } = useRead(recommendedCreators, userId);
  const ids = data?.map((profile) => profile.id).join(',') ?? '';
  useEffect(() => {
    // Section 6: follow state only when logged in (fetchFollows does nothing logged out).
    if (ids) void dispatch(fetchFollows({ profileIds: ids.split(',') }));
  }, [dispatch, ids]);
  if (!userId) return null;

  return (
    <section aria-labelledby={headingId} css={section}>
      <h2 id={headingId} css={heading}>
        {t('recommended.title')}
      </h2>
      {data ? (
        data.length === 0 ? (
          <p css={muted}>{t('recommended.empty')}</p>
        ) : (
          <ul css={list}>
            {data.map((profile) => (
              <CreatorRow key={profile.id} profile={profile} />
            ))}
          </ul>
        )
      ) : status === 'failed' ? (
        <div role="alert" css={errorBox}>
          <p css={muted}>{t('recommended.error')}</p>
          <Button size="sm" onClick={retry}>
            {common('tryAgain')}
          </Button>
        </div>
      ) : (
        <div aria-busy="true" css={pending}>
          <Spinner label={t('recommended.loading')} />
        </div>
      )}
    </section>
  );
}

/** A creator: avatar and name linking to the shop, and the follow button (unfollow asks first, section 4). */
function CreatorRow({ profile }: { profile: Profile }) {
  const dispatch = useAppDispatch();
  const following = useAppSelector((state) => selectIsFollowing(state, profile.id));
  const bus = useBus();
  const toggle = () => void dispatch(toggleFollow(profile.id));
  const cancel = () =>
    bus.publish('analytics/event', {
      name: ANALYTICS_EVENTS.unfollowCancel,
      properties: { profileId: profile.id },
    });
  return (
    <li css={row}>
      <Link to={paths.creator(profile.displayName)} css={creatorLink}>
        <Avatar src={profile.avatarUrl} name={profile.displayName} size={48} decorative />
        <span css={name}>{profile.displayName}</span>
      </Link>
      <FollowButton
        displayName={profile.displayName}
        following={following}
        onFollow={toggle}
        onUnfollowConfirm={toggle}
        onUnfollowCancel={cancel}
      />
    </li>
  );
}

const section = (theme: Theme) => css({ margin: theme.spacing(2, 0, 3) });
const heading = (theme: Theme) =>
  css({ fontSize: theme.typography.size.md, margin: theme.spacing(0, 0, 1.5) });
const muted = (theme: Theme) => css({ color: theme.colors.textMuted, margin: 0 });
const list = (theme: Theme) =>
  css({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: theme.spacing(1.5),
    gridTemplateColumns: '1fr',
    [mq.up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  });
const row = (theme: Theme) =>
  css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: theme.spacing(1) });
const creatorLink = (theme: Theme) =>
  css({
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    minWidth: 0,
    minHeight: 48,
    color: theme.colors.text,
    textDecoration: 'none',
    fontWeight: theme.typography.weight.medium,
  });
const name = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const errorBox = (theme: Theme) => css({ display: 'flex', alignItems: 'center', gap: theme.spacing(2) });
const pending = css({ display: 'flex', justifyContent: 'center' });
