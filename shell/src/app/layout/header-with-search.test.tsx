import { LocationProbe } from '@ltk/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderFeature } from '../../lib/test-support/render-feature';
import { loadRemoteModule } from '../federation/load-remote-module';
import { usePlatform } from '@ltk/platform';
import { HeaderWithSearch } from './header-with-search';

function Wired() {
  return <HeaderWithSearch platform={usePlatform()} />;
}

jest.mock('../federation/load-remote-module', () => ({ loadRemoteModule: jest.fn() }));

/** A stand-in for the search menu parcel: an input that records what the shell hands over. */
function searchMenuParcel(received: Array<{ open: boolean; query?: string }>) {
  return {
    bootstrap: async () => undefined,
    mount: async ({
      domElement,
      platform,
    }: {
      domElement: HTMLElement;
      platform: { bus: { on: (t: string) => { subscribe: (f: (v: never) => void) => void } } };
    }) => {
      platform.bus.on('search/open').subscribe((value: never) => received.push(value));
      const input = document.createElement('input');
      input.setAttribute('data-testid', 'parcel-input');
      domElement.appendChild(input);
    },
    unmount: async ({ domElement }: { domElement: HTMLElement }) => {
      domElement.textContent = '';
    },
  };
}

describe('HeaderWithSearch', () => {
  let received: Array<{ open: boolean; query?: string }>;
  beforeEach(() => {
    received = [];
    jest.mocked(loadRemoteModule).mockReset();
    jest.mocked(loadRemoteModule).mockResolvedValue(searchMenuParcel(received) as never);
  });

  it('does not load the search remote on /home until the box is used', async () => {
    renderFeature(<Wired />, { route: '/home' });
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveAttribute('placeholder', 'Search LTK');
    await act(async () => undefined);
    expect(loadRemoteModule).not.toHaveBeenCalled();
    fireEvent.pointerEnter(box);
    await waitFor(() => expect(loadRemoteModule).toHaveBeenCalledWith('mfe_search/search-menu'));
  });

  it('in Save-Data mode hovering the box loads nothing; using it loads the menu', async () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      renderFeature(<Wired />, { route: '/home' });
      const box = screen.getByRole('searchbox', { name: 'Search' });
      fireEvent.pointerEnter(box);
      await act(async () => undefined);
      expect(loadRemoteModule).not.toHaveBeenCalled();
      fireEvent.focus(box);
      await waitFor(() => expect(loadRemoteModule).toHaveBeenCalledWith('mfe_search/search-menu'));
    } finally {
      delete (navigator as Navigator & { connection?: unknown }).connection;
    }
  });

  it('hands over the typed text and focus once the parcel has mounted, then drops the stand-in', async () => {
    let release: () => void = () => undefined;
    jest
      .mocked(loadRemoteModule)
      .mockImplementation(
        () => new Promise((resolve) => (release = () => resolve(searchMenuParcel(received) as never))),
      );
    renderFeature(<Wired />, { route: '/home' });
    const user = userEvent.setup();
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.click(box);
    await user.keyboard('jea');
    await act(async () => release());
    await waitFor(() => expect(screen.getByTestId('parcel-input')).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('searchbox', { name: 'Search' })).not.toBeInTheDocument());
    expect(received).toEqual([{ open: true, query: 'jea' }]);
  });

  it('Enter in the stand-in searches even before the menu has loaded', async () => {
    jest.mocked(loadRemoteModule).mockImplementation(() => new Promise(() => undefined));
    renderFeature(
      <>
        <Wired />
        <LocationProbe />
      </>,
      { route: '/home' },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('searchbox', { name: 'Search' }));
    await user.keyboard('  red dress {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/search?keyword=red+dress&type=post');
  });

  it('on /search shows the keyword, loads the menu only when the box is used, and hands over no untouched keyword', async () => {
    renderFeature(<Wired />, { route: '/search?keyword=red%20dress&type=profile' });
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveValue('red dress');
    await act(async () => undefined);
    expect(loadRemoteModule).not.toHaveBeenCalled();
    fireEvent.pointerEnter(box);
    await waitFor(() => expect(screen.getByTestId('parcel-input')).toBeInTheDocument());
    expect(received).toEqual([]);
  });

  it('Enter in the stand-in on /search keeps the results type', async () => {
    jest.mocked(loadRemoteModule).mockImplementation(() => new Promise(() => undefined));
    renderFeature(
      <>
        <Wired />
        <LocationProbe />
      </>,
      { route: '/search?keyword=dress&type=profile' },
    );
    const user = userEvent.setup();
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.clear(box);
    await user.keyboard('jane{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/search?keyword=jane&type=profile');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('jane');
  });
});
