import { UNFOLLOW_DIALOG_MAX_WIDTH } from '@ltk/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ButtonSize } from '../button/button';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';

export type FollowButtonProps = {
  following: boolean;
  /** Creator's display name, used in the confirmation. */
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
      </Button>
      <Dialog
        open={confirming}
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
    </>
  );
}
