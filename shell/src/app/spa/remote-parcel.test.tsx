import { ErrorScreen } from '../../features/error-screen';
import { renderFeature } from '../../lib/test-support/render-feature';
import { createEventBus } from '@ltk/event-bus';
import { screen, waitFor } from '@testing-library/react';
import { loadRemoteModule } from '../federation/load-remote-module';
import { RemoteParcel } from './remote-parcel';

jest.mock('../federation/load-remote-module', () => ({ loadRemoteModule: jest.fn() }));

const mounted: unknown[] = [];
const bus = createEventBus();
const platform = { marker: 'platform', bus } as never;
const feedParcel = {
  bootstrap: async () => undefined,
  mount: async ({ domElement, platform: received }: { domElement: HTMLElement; platform: unknown }) => {
    mounted.push(received);
    domElement.textContent = 'Discover feed';
  },
  unmount: async ({ domElement }: { domElement: HTMLElement }) => {
    domElement.textContent = '';
  },
};

/** The 404 screen with the discover feed parcel in its slot. */
const renderNotFoundWithFeed = () =>
  renderFeature(
    <ErrorScreen status={404}>
      <RemoteParcel id="mfe_discover/discover-feed" platform={platform}>
        {(slotRef) => <div ref={slotRef} data-testid="feed-slot" />}
      </RemoteParcel>
    </ErrorScreen>,
    { route: '/nope' },
  );

describe('RemoteParcel', () => {
  beforeEach(() => {
    mounted.length = 0;
    jest.mocked(loadRemoteModule).mockResolvedValue(feedParcel as never);
  });

  it('mounts the discover feed parcel below the 404 screen and unmounts it with the screen', async () => {
    const view = renderNotFoundWithFeed();
    const slot = await screen.findByTestId('feed-slot');
    await waitFor(() => expect(slot).toHaveTextContent('Discover feed'));
    expect(loadRemoteModule).toHaveBeenCalledWith('mfe_discover/discover-feed');
    expect(mounted).toEqual([platform]);
    expect((await screen.findByRole('heading', { level: 1 })).compareDocumentPosition(slot)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    view.unmount();
    await waitFor(() => expect(slot.childElementCount).toBe(0));
  });

  it('leaves the slot empty when the remote is unavailable, naming the cause in the console and analytics', async () => {
    const down = new Error('down');
    jest.mocked(loadRemoteModule).mockRejectedValue(down);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const events: unknown[] = [];
    bus.on('analytics/event').subscribe((event) => events.push(event));
    renderNotFoundWithFeed();
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        '[shell] mfe_discover could not be loaded: down (cause: load)',
        down,
      ),
    );
    expect(events).toEqual([
      {
        name: '/remote/error',
        properties: {
          remote: 'mfe_discover',
          cause: 'load',
          message: 'mfe_discover could not be loaded: down',
        },
      },
    ]);
    expect(screen.getByTestId('feed-slot')).toHaveTextContent('');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
