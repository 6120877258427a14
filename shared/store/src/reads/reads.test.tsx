/** @jsxImportSource react */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { RootState } from '../app/root-reducer';
import { readsInvalidated } from '../requests/requests-slice';
import { storeHarness } from '../test-support/store-harness';
import { defineRead } from './define-read';
import { useRead } from './use-read';

const slice = (name: string) =>
  createSlice({
    name,
    initialState: { byLocale: {} as Record<string, string[]> },
    reducers: {
      received(state, action: PayloadAction<{ locale: string; names: string[] }>) {
        state.byLocale[action.payload.locale] = action.payload.names;
      },
    },
  });
const first = slice('readsTestFirst');
const second = slice('readsTestSecond');
type Owned = Record<string, { byLocale: Record<string, string[]> } | undefined>;

/** Two reads of the same api call and name, written into different slices (the gift-guide recipients bug). */
const recipientsInto = (owner: ReturnType<typeof slice>, tags: string[] = []) =>
  defineRead({
    owner,
    name: 'recipients',
    args: (locale: string) => locale,
    tags,
    load: async (locale, { dispatch, extra }) => {
      const { recipients } = await extra.api.getGiftGuideCategories(locale);
      dispatch(owner.actions.received({ locale, names: recipients.map((term) => term.value) }));
    },
    select: (state: RootState, locale) => (state as unknown as Owned)[owner.reducerPath]?.byLocale[locale],
  });
const intoFirst = recipientsInto(first, ['test-tag']);
const intoSecond = recipientsInto(second);

const CATEGORIES = 'GET /gift_guide/get_localized_categories';
const answer = () => ({
  body: { recipients: [{ key: 'for_her', value: 'For Her', status: 'ACTIVE' }] },
});

function Names({ read }: { read: typeof intoFirst }) {
  const { status, data } = useRead(read, 'en');
  return <p>{data ? data.join(', ') : status}</p>;
}

describe('read definitions', () => {
  it('keys a read by its owning slice: reads of two slices never share a key', () => {
    expect(intoFirst.key('en')).toBe('readsTestFirst/recipients:en');
    expect(intoSecond.key('en')).not.toBe(intoFirst.key('en'));
  });

  it('refuses a second definition of the same slice and name', () => {
    expect(() => recipientsInto(first)).toThrow('The read readsTestFirst/recipients is defined twice');
  });

  it('a read of the same data into another slice loads for itself, and injects its slice', async () => {
    const { store } = storeHarness({ [CATEGORIES]: answer });
    const view = render(
      <Provider store={store}>
        <Names read={intoFirst} />
        <Names read={intoSecond} />
      </Provider>,
    );
    expect(await screen.findAllByText('For Her')).toHaveLength(2);
    expect(store.getState().requests[intoFirst.key('en')]?.status).toBe('succeeded');
    expect(store.getState().requests[intoSecond.key('en')]?.status).toBe('succeeded');
    view.unmount();
  });

  it('loads once while fresh, and again where shown after its tag is invalidated', async () => {
    const { store, requests } = storeHarness({ [CATEGORIES]: answer });
    const view = render(
      <Provider store={store}>
        <Names read={intoFirst} />
        <Names read={intoFirst} />
      </Provider>,
    );
    expect(await screen.findAllByText('For Her')).toHaveLength(2);
    expect(requests).toHaveLength(1);
    act(() => void store.dispatch(readsInvalidated({ tags: ['other-tag'] })));
    expect(store.getState().requests[intoFirst.key('en')]?.status).toBe('succeeded');
    act(() => void store.dispatch(readsInvalidated({ tags: ['test-tag'] })));
    await screen.findAllByText('For Her');
    await act(async () => Promise.resolve());
    expect(requests).toHaveLength(2);
    view.unmount();
  });
});
