import { makeAuthState, renderWithPlatform } from '@ltk/testing';
import { screen } from '@testing-library/react';
import { strings } from '../../i18n/strings';
import { InvitePage } from './invite-page';

test('a logged-out visitor is asked to sign up or log in (back to the invite)', () => {
  renderWithPlatform(
    <strings.WithStrings>
      <InvitePage />
    </strings.WithStrings>,
    { route: '/user/abc123', auth: makeAuthState(null) },
  );
  expect(screen.getByRole('heading', { level: 1, name: "You're invited to LTK" })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    '/login?returnTo=%2Fuser%2Fabc123',
  );
});

test('a signed-in user starts shopping', () => {
  renderWithPlatform(
    <strings.WithStrings>
      <InvitePage />
    </strings.WithStrings>,
    { route: '/user/abc123', auth: makeAuthState() },
  );
  expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/home');
});
