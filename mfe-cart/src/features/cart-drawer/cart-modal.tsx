import { css } from '@emotion/react';
import { DRAWER_WIDTH } from '@ltk/contracts';
import { mq } from '@ltk/ui';
import { Dialog, type DialogProps } from '@ltk/ui/dialog';
import { useState } from 'react';

/** Section 2: the cart modal is 375 wide, or a bottom sheet on extra-small screens. */
const sheetOnExtraSmall = css`
  ${mq.down('sm')} {
    & > div {
      align-items: flex-end;
      padding: 0;
    }
    & [role='dialog'],
    & [role='alertdialog'] {
      max-width: 100%;
      border-radius: 16px 16px 0 0;
    }
  }
`;

/** A cart dialog (the shared Dialog: focus trap, Escape, labelled) 375 wide, a bottom sheet on xs. */
export function CartModal(props: Omit<DialogProps, 'maxWidth' | 'container'>) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setContainer} css={sheetOnExtraSmall} data-testid="cart-modal">
      {container ? <Dialog {...props} maxWidth={DRAWER_WIDTH} container={container} /> : null}
    </div>
  );
}
