import type { PlatformContext } from '@ltk/platform';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { Header, SearchStandIn } from '../../features/header';
import { RemoteParcel } from '../spa/remote-parcel';

const SEARCH_PATH = '/search';

/**
 * The header with the search remote's menu parcel in its search slot. The parcel (and the search
 * remote's entry) loads on the first sign of intent on the stand-in box, or at once on /search; once
 * mounted it takes over what was typed and the focus, and the stand-in goes.
 */
export function HeaderWithSearch({ platform }: { platform: PlatformContext }) {
  const { pathname } = useLocation();
  const [activated, setActivated] = useState(false);
  const [mounted, setMounted] = useState(false);
  const standIn = useRef<HTMLInputElement>(null);
  const wanted = activated || pathname === SEARCH_PATH;

  // One task: the parcel takes the text and the focus (it flushes synchronously), then the stand-in goes, so
  // no keystroke can land in between.
  const handOver = () => {
    const input = standIn.current;
    if (input && (input === document.activeElement || input.value))
      platform.bus.publish('search/open', { open: true, query: input.value });
    flushSync(() => setMounted(true));
  };

  return (
    <RemoteParcel id="mfe_search/search-menu" platform={platform} enabled={wanted} onMounted={handOver}>
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
