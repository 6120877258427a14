import type { PlatformContext } from '@ltk/platform';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Header, SearchStandIn } from '../../features/header';
import { RemoteParcel } from '../spa/remote-parcel';

/**
 * The header with the search remote's menu parcel in its search slot. The parcel loads on the first sign
 * of intent on the stand-in box (on /search too: the stand-in shows the keyword, so the results page's
 * first load does not wait for the menu); once mounted it takes over what was typed and the focus, and
 * the stand-in goes.
 */
export function HeaderWithSearch({ platform }: { platform: PlatformContext }) {
  const [activated, setActivated] = useState(false);
  const [mounted, setMounted] = useState(false);
  const standIn = useRef<HTMLInputElement>(null);

  // One task: the parcel takes the text and the focus (it flushes synchronously), then the stand-in goes, so
  // no keystroke can land in between.
  const handOver = () => {
    const input = standIn.current;
    // Typed text (not the keyword /search shows, which the menu reads from the URL itself) or the focus.
    if (input && (input === document.activeElement || input.value !== input.defaultValue))
      platform.bus.publish('search/open', { open: true, query: input.value });
    flushSync(() => setMounted(true));
  };

  return (
    <RemoteParcel id="mfe_search/search-menu" platform={platform} enabled={activated} onMounted={handOver}>
      {(slotRef) => (
        <Header
          searchSlotRef={slotRef}
          searchStandIn={
            mounted ? null : <SearchStandIn inputRef={standIn} onActivate={() => setActivated(true)} />
          }
        />
      )}
    </RemoteParcel>
  );
}
