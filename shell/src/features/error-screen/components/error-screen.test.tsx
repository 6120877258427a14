import { makeAuthState } from '@ltk/testing';
import { screen, waitFor } from '@testing-library/react';
import { renderFeature } from '../../../lib/test-support/render-feature';
import { ErrorScreen } from './error-screen';

describe('ErrorScreen', () => {
  afterEach(() => document.head.querySelectorAll('meta[name="robots"]').forEach((m) => m.remove()));

  it('shows the 404 texts, no Discover More when logged out, noindex, a page view and its title', async () => {
    const views: unknown[] = [];
    const titles: string[] = [];
    renderFeature(<ErrorScreen status={404} />, {
      route: '/nope',
      beforeRender: (platform) => {
        platform.bus.on('analytics/page-view').subscribe((v) => views.push(v));
        platform.bus.on('page/title').subscribe(({ title }) => titles.push(title));
      },
    });
    expect(await screen.findByRole('heading', { name: '404 Oh No!' })).toBeInTheDocument();
    // Section 2: the 404 screen is 'This page could not be found' (its title), headed '404 Oh No!'.
    await waitFor(() => expect(titles).toEqual(['This page could not be found']));
    expect(
      screen.getByText(
        'Sorry, but this link is invalid. Please double check your URL or discover new posts below.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Discover More' })).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await waitFor(() => expect(views).toEqual([{ path: '/nope', routeName: 'not-found' }]));
  });

  it('shows the generic error texts and Discover More to /home when logged in', async () => {
    renderFeature(<ErrorScreen status={500} />, { auth: makeAuthState() });
    expect(await screen.findByRole('heading', { name: 'An error occurred' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Sorry, but we encountered an error. Please try again later or discover new posts below.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover More' })).toHaveAttribute('href', '/home');
  });

  it('falls back when the error page itself fails', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Boom(): never {
      throw new Error('boom');
    }
    renderFeature(
      <ErrorScreen status={404}>
        <Boom />
      </ErrorScreen>,
    );
    expect(
      await screen.findByRole('heading', { name: 'An error occurred while showing the error page' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
    spy.mockRestore();
  });
});
