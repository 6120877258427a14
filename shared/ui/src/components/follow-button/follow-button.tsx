import { UNFOLLOW_DIALOG_MAX_WIDTH } from '@ltk/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
// By package name: a remote bundling this subpath uses the shared @ltk/ui module for these, not a second copy.
import { Button, type ButtonSize, visuallyHidden } from '@ltk/ui';

// The confirmation's code loads on the first unfollow press, not with every page that shows a follow button.
const Dialog = lazy(() =>
  import(/* webpackChunkName: "ui-dialog" */ '../dialog/dialog').then((m) => ({ default: m.Dialog })),
);

export type FollowButtonProps = {
  following: boolean;
  /** Creator's display name: the end of the button's accessible name, and the confirmation's title. */
  displayName: string;
  /** Not following yet: called immediately. */
  onFollow: () => void;
  /** Following: called when the unfollow dialog is confirmed. */
  onUnfollowConfirm: () => void;
  /** Following: called when the unfollow dialog is cancelled or dismissed. */
  onUnfollowCancel?: () => void;
  size?: ButtonSize;
  disabled?: boolean;
  className?: string;
};

/** Follow toggle; unfollowing asks for confirmation first (spec section 4). */
export function FollowButton({
  following,
  displayName,
  onFollow,
  onUnfollowConfirm,
  onUnfollowCancel,
  size = 'sm',
  disabled,
  className,
}: FollowButtonProps) {
  const { t } = useTranslation('common');
  const [confirming, setConfirming] = useState(false);

  const cancel = () => {
    setConfirming(false);
    onUnfollowCancel?.();
  };

  return (
    <>
      <Button
        className={className}
        size={size}
        variant={following ? 'secondary' : 'primary'}
        aria-pressed={following}
        disabled={disabled}
        onClick={() => (following ? setConfirming(true) : onFollow())}
      >
        {following ? t('following', 'Following') : t('follow', 'Follow')}
        {/* Named after the creator, so a list of follow buttons is not a list of "Follow"s; the visible word leads. */}
        <span css={visuallyHidden}>{` ${displayName}`}</span>
      </Button>
      {confirming ? (
        <Suspense fallback={null}>
          <Dialog
            open
            onClose={cancel}
            maxWidth={UNFOLLOW_DIALOG_MAX_WIDTH}
            title={t('unfollowTitle', 'Unfollow {{displayName}}?', { displayName })}
            actions={
              <>
                <Button variant="secondary" size="sm" onClick={cancel}>
                  {t('cancel', 'Cancel')}
                </Button>
                <Button
                  size="sm"
                  onClick={() => {
                    setConfirming(false);
                    onUnfollowConfirm();
                  }}
                >
                  {t('unfollow', 'Unfollow')}
                </Button>
              </>
            }
          />
        </Suspense>
      ) : null}
    </>
  );
}
