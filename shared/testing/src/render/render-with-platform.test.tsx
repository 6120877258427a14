import { act, fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { postFeed, selectIsLoggedIn, toggleLike, useAppDispatch, useAppSelector, useList } from '@ltk/store';
import { renderWithPlatform } from './render-with-platform';
import { makeAuthState, makeFeedResponse, makePost } from '../index';

function Feed() {
  const dispatch = useAppDispatch();
  const feed = useList(postFeed, { name: 'discover', source: { kind: 'featured' } });
  const entities = useAppSelector((state) => state.entities.posts);
  const posts = feed.ids.flatMap((id) => (entities[id] ? [entities[id]] : []));
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  const { t } = useTranslation();
  return (
    <div>
      <p>at {location.pathname}</p>
      <p>{loggedIn ? 'in' : 'out'}</p>
      {posts.map((post) => (
        <button key={post.id} type="button" onClick={() => void dispatch(toggleLike(post.id))}>
          {post.caption}
        </button>
      ))}
      {posts.length === 0 ? <p>{t('noResults')}</p> : null}
    </div>
  );
}

describe('renderWithPlatform', () => {
  it('renders with a real store over the fetch-mocked api at the given route', async () => {
    const posts = [makePost({ caption: 'First look' }), makePost({ caption: 'Second look' })];
    const { fetchMock, platform } = renderWithPlatform(<Feed />, {
      route: '/home',
      routes: { 'GET /v3/activities/posts/global/featured': () => makeFeedResponse(posts) },
    });
    expect(screen.getByText('at /home')).toBeInTheDocument();
    expect(screen.getByText('No results found.')).toBeInTheDocument();
    expect(await screen.findByText('First look')).toBeInTheDocument();
    expect(fetchMock.callsTo('GET /v3/activities/posts/global/featured')).toHaveLength(1);
    expect(platform.store.getState().entities.posts[posts[0]!.id]?.caption).toBe('First look');
  });

  it('logged out like sends the user to signup through the bus and the memory router', async () => {
    renderWithPlatform(<Feed />, {
      route: '/home',
      routes: {
        'GET /v3/activities/posts/global/featured': () =>
          makeFeedResponse([makePost({ caption: 'Like me' })]),
      },
    });
    const button = await screen.findByText('Like me');
    await act(async () => fireEvent.click(button));
    expect(await screen.findByText('at /signup')).toBeInTheDocument();
  });

  it('accepts an auth state and sends its token', async () => {
    const { fetchMock } = renderWithPlatform(<Feed />, {
      auth: makeAuthState(),
      routes: { 'GET /v3/activities/posts/global/featured': () => makeFeedResponse([]) },
    });
    expect(screen.getByText('in')).toBeInTheDocument();
    await screen.findByText('No results found.');
    expect(fetchMock.calls[0]?.headers.authorization).toBe('Bearer access-token');
  });
});
