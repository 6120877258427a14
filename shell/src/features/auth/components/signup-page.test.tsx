import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../../lib/test-support/json-response';
import { renderFeature } from '../../../lib/test-support/render-feature';
import { AuthServicesContext } from '../auth-services-context';
import { createMemoryStorage } from '../lib/memory-storage';
import { createTestApi } from '../lib/test-api';
import { createSessionService } from '../session-service';
import { SignupPage } from './signup-page';

const profile = {
  sigilUserId: 'sigil-1',
  userCreatedAt: '2026-11-21T00:00:00Z',
  authnProvider: 'auth0',
  authnCanChangeEmail: true,
};

function renderSignup(
  route: string,
  signupReply = () =>
    jsonResponse(201, {
      access_token: 'a.b.c',
      refresh_token: 'r',
      id_token: '',
      token_type: 'Bearer',
      expires_in: 3600,
    }),
) {
  const bodies: string[] = [];
  const afterLogin = jest.fn();
  const api = createTestApi(async (url, init) => {
    if (url.endsWith('/api/signup/ltk/')) {
      bodies.push(init?.body as string);
      return signupReply();
    }
    if (url.endsWith('/userinfo/'))
      return jsonResponse(200, { sub: 'auth0|new', email: 'new@shopltk.test', profile });
    return jsonResponse(404, {});
  });
  const session = createSessionService({
    apiBaseUrl: 'http://api.test',
    publish: () => undefined,
    storage: createMemoryStorage(),
    afterLogin,
    api,
  });
  const view = renderFeature(
    <AuthServicesContext.Provider value={{ session, hosted: { api, clientId: 'ltk-web' } }}>
      <SignupPage />
    </AuthServicesContext.Provider>,
    { route },
  );
  return { ...view, bodies, afterLogin, session };
}

describe('SignupPage', () => {
  it('shows the prompt of shopltk-signup-prompt', () => {
    renderSignup('/signup?shopltk-signup-prompt=favorite-product');
    expect(screen.getByTestId('signup-prompt')).toHaveTextContent('Sign up to save your favorite products.');
  });

  it('ignores an unknown prompt value', () => {
    renderSignup('/signup?shopltk-signup-prompt=other');
    expect(screen.queryByTestId('signup-prompt')).toBeNull();
  });

  it('validates, posts form-encoded, logs in and replays remembered intents', async () => {
    const user = userEvent.setup();
    const { bodies, afterLogin, navigations, session } = renderSignup(
      '/signup?shopltk-signup-prompt=favorite-post',
    );
    await user.type(screen.getByLabelText('Email'), 'new@shopltk.test');
    await user.type(screen.getByLabelText('Password'), 'seven77');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Password must be 8 characters or more.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await user.type(screen.getByLabelText('Password'), '7');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(navigations).toEqual(['/']));
    expect(bodies).toEqual(['email=new%40shopltk.test&password=seven777']);
    expect(afterLogin).toHaveBeenCalledTimes(1);
    expect(session.getState().user?.email).toBe('new@shopltk.test');
    session.dispose();
  });

  it('shows the service message when the email is taken', async () => {
    const user = userEvent.setup();
    renderSignup('/signup', () =>
      jsonResponse(409, {
        status: 409,
        error_code: 'email_taken',
        developer_message: 'An account with this email already exists',
      }),
    );
    await user.type(screen.getByLabelText('Email'), 'demo@shopltk.test');
    await user.type(screen.getByLabelText('Password'), 'demo-password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
  });
});
