import { createMemoryStorage } from '../lib/memory-storage';
import { createTestApi } from '../lib/test-api';
import { jsonResponse } from '../../../lib/test-support/json-response';
import { renderFeature } from '../../../lib/test-support/render-feature';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthServicesContext } from '../auth-services-context';
import { createSessionService } from '../session-service';
import { LoginPage } from './login-page';

const profile = {
  sigilUserId: 'sigil-1',
  userCreatedAt: '2024-01-01T00:00:00Z',
  authnProvider: 'auth0',
  authnCanChangeEmail: true,
};

function renderLogin(tokenReply: () => Promise<Response>) {
  const posts: { body: string; type: string | null }[] = [];
  const fetchImpl = async (url: string, init?: RequestInit): Promise<Response> => {
    if (url.endsWith('/token/')) {
      posts.push({
        body: init?.body as string,
        type: (init?.headers as Record<string, string>)['Content-Type'] ?? null,
      });
      return tokenReply();
    }
    if (url.endsWith('/userinfo/'))
      return jsonResponse(200, { sub: 'auth0|u1', email: 'demo@shopltk.test', profile });
    return jsonResponse(404, {});
  };
  const api = createTestApi(fetchImpl);
  const session = createSessionService({
    apiBaseUrl: 'http://api.test',
    publish: () => undefined,
    storage: createMemoryStorage(),
    api,
  });
  const view = renderFeature(
    <AuthServicesContext.Provider value={{ session, hosted: { api, clientId: 'ltk-web' } }}>
      <LoginPage />
    </AuthServicesContext.Provider>,
    { route: '/login?returnTo=/home' },
  );
  const navigations = view.navigations;
  return { ...view, posts, navigations, session };
}

const tokens = () =>
  Promise.resolve(
    jsonResponse(200, {
      access_token: 'a.b.c',
      refresh_token: 'r',
      id_token: '',
      token_type: 'Bearer',
      expires_in: 3600,
    }),
  );

describe('LoginPage', () => {
  it('shows the section-5 messages and does not call the api while invalid', async () => {
    const user = userEvent.setup();
    const { posts } = renderLogin(tokens);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);

    await user.type(screen.getByLabelText('Email'), 'demo@shopltk');
    await user.type(screen.getByLabelText('Password'), 'short');
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Password must be 8 characters or more.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toHaveLength(0);
  });

  it('posts a form-encoded password grant and returns to the requested page', async () => {
    const user = userEvent.setup();
    const { posts, navigations, session } = renderLogin(tokens);
    await user.type(screen.getByLabelText('Email'), ' demo@shopltk.test ');
    await user.type(screen.getByLabelText('Password'), 'demo-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(navigations).toEqual(['/home']));
    expect(posts[0]).toEqual({
      body: 'grant_type=password&username=demo%40shopltk.test&password=demo-password',
      type: 'application/x-www-form-urlencoded',
    });
    expect(session.getState().status).toBe('authenticated');
    session.dispose();
  });

  it('reports refused credentials', async () => {
    const user = userEvent.setup();
    const { posts } = renderLogin(() =>
      Promise.resolve(jsonResponse(401, { status: 401, error_code: 'invalid_grant' })),
    );
    await user.type(screen.getByLabelText('Email'), 'demo@shopltk.test');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email or password is incorrect.')).toBeInTheDocument();
    expect(posts).toHaveLength(1);
  });

  it('lets staff name a shopper to sign in as: the grant carries impersonate', async () => {
    const user = userEvent.setup();
    const { posts, navigations, session } = renderLogin(tokens);
    expect(screen.getByLabelText('Shopper to sign in as')).not.toBeVisible();
    await user.click(screen.getByText('Staff: sign in as a shopper'));
    await user.type(screen.getByLabelText('Email'), 'staff@shopltk.test');
    await user.type(screen.getByLabelText('Password'), 'staff-password');
    await user.type(screen.getByLabelText('Shopper to sign in as'), ' demo@shopltk.test ');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(navigations).toEqual(['/home']));
    expect(posts[0]?.body).toBe(
      'grant_type=password&username=staff%40shopltk.test&password=staff-password&impersonate=demo%40shopltk.test',
    );
    session.dispose();
  });

  it('checks the shopper email only when one is given', async () => {
    const user = userEvent.setup();
    const { posts } = renderLogin(tokens);
    await user.click(screen.getByText('Staff: sign in as a shopper'));
    await user.type(screen.getByLabelText('Email'), 'staff@shopltk.test');
    await user.type(screen.getByLabelText('Password'), 'staff-password');
    await user.type(screen.getByLabelText('Shopper to sign in as'), 'demo@');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Shopper to sign in as')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it.each([
    [403, 'impersonation_forbidden', 'Only staff accounts can sign in as a shopper.'],
    [400, 'impersonation_target_invalid', 'No other account has that email to sign in as.'],
  ])('shows why an impersonation was refused (%i %s)', async (status, code, message) => {
    const user = userEvent.setup();
    renderLogin(() => Promise.resolve(jsonResponse(status, { status, error_code: code })));
    await user.click(screen.getByText('Staff: sign in as a shopper'));
    await user.type(screen.getByLabelText('Email'), 'demo@shopltk.test');
    await user.type(screen.getByLabelText('Password'), 'demo-password');
    await user.type(screen.getByLabelText('Shopper to sign in as'), 'fresh@shopltk.test');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
