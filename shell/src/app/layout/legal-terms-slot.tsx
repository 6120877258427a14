import type { PlatformContext } from '@ltk/platform';
import { selectAuth, useAppSelector } from '@ltk/store';
import { RemoteParcel } from '../spa/remote-parcel';

/**
 * The account remote's legal terms parcel, loaded only once a signed-in user who is not impersonating is known
 * (never on an anonymous first load); the parcel decides from the user's signed policies whether to show the modal.
 */
export function LegalTermsSlot({ platform }: { platform: PlatformContext }) {
  const auth = useAppSelector(selectAuth);
  return (
    <RemoteParcel
      id="mfe_account/legal"
      platform={platform}
      enabled={auth.status === 'authenticated' && !auth.impersonating}
    >
      {(slotRef) => <div ref={slotRef} />}
    </RemoteParcel>
  );
}
