import { css } from '@emotion/react';
import { theme } from '../../theme/theme';
import { useTranslation } from 'react-i18next';
import { HeartIcon } from '../icons/heart-icon';

/** Like button edge length (px). */
export const LIKE_BUTTON_SIZE = 32;
/** Distance of a like button from the tile's top-right corner (px). */
export const LIKE_BUTTON_OFFSET = 14;

export type LikeButtonProps = {
  liked: boolean;
  onToggle: () => void;
  /** Overrides the accessible name ('Like' by default). */
  label?: string;
  /** The post's creator: names the button 'Like post by {displayName}' (unless `label` is given). */
  postBy?: string;
  /** The product's name: names the button 'Save {name}' (a wish; unless `label` or `postBy` is given). */
  saves?: string;
  /** Position absolutely at the top-right corner of the nearest positioned parent (tiles and cards). */
  overlay?: boolean;
  disabled?: boolean;
  className?: string;
};

/** Toggle heart (aria-pressed) used for liking posts and wishing products. */
export function LikeButton({
  liked,
  onToggle,
  label,
  postBy,
  saves,
  overlay = false,
  disabled,
  className,
}: LikeButtonProps) {
  const { t } = useTranslation('common');
  return (
    <button
      type="button"
      className={className}
      aria-pressed={liked}
      aria-label={
        label ??
        (postBy
          ? t('likePostBy', 'Like post by {{displayName}}', { displayName: postBy })
          : saves
            ? t('saveProduct', 'Save {{name}}', { name: saves })
            : t('like', 'Like'))
      }
      disabled={disabled}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        onToggle();
      }}
      css={[button, liked ? likedColor : idleColor, overlay ? overlayPlace : null]}
    >
      <HeartIcon filled={liked} size={18} />
    </button>
  );
}

// Built once, from the one theme (PlatformProviders' ThemeProvider gives the same object): every feed card has one.
const button = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${LIKE_BUTTON_SIZE}px;
  height: ${LIKE_BUTTON_SIZE}px;
  padding: 0;
  border: none;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.92);
  box-shadow: ${theme.shadow.card};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
const likedColor = css({ color: theme.colors.accent });
const idleColor = css({ color: theme.colors.text });
const overlayPlace = css({
  position: 'absolute',
  top: LIKE_BUTTON_OFFSET,
  right: LIKE_BUTTON_OFFSET,
  zIndex: 1,
});
