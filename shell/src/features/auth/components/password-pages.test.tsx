import { STORAGE_KEYS } from '@ltk/contracts';
import { makeAuthState, makeSession } from '@ltk/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { jsonResponse } from '../../../lib/test-support/json-response';
import { renderFeature } from '../../../lib/test-support/render-feature';
import { AuthServicesContext } from '../auth-services-context';
import { createMemoryStorage } from '../lib/memory-storage';
import { createTestApi } from '../lib/test-api';
import { createSessionService } from '../session-service';
import { ChangePasswordPage } from './change-password-page';
import { ForgotPasswordPage } from './forgot-password-page';

function setup(reply: (url: string) => Response) {
  const calls: { url: string; body: string; auth?: string }[] = [];
  const storage = createMemoryStorage();
  storage.setItem(STORAGE_KEYS.session, JSON.stringify({ user: makeSession().user }));
  // As in the shell, the api client sends the session's access token.
  const api = createTestApi(
    async (url, init) => {
      // The page load's refresh (the cookie) gives the session its access token.
      if (url.endsWith('/token/'))
        return jsonResponse(200, {
          access_token: 'token-1',
          id_token: '',
          token_type: 'Bearer',
          expires_in: 3600,
        });
      calls.push({
        url,
        body: init?.body as string,
        auth: (init?.headers as Record<string, string>)['Authorization'],
      });
      return reply(url);
    },
    () => session.getAuth(),
  );
  const session = createSessionService({
    apiBaseUrl: 'http://api.test',
    publish: () => undefined,
    storage,
    api,
  });
  const wrap = (page: ReactElement) => (
    <AuthServicesContext.Provider value={{ session, hosted: { api, clientId: 'ltk-web' } }}>
      {page}
    </AuthServicesContext.Provider>
  );
  return { calls, wrap, session };
}

describe('password pages', () => {
  it('forgot password: validates, posts form-encoded and confirms', async () => {
    const user = userEvent.setup();
    const { calls, wrap } = setup(() => jsonResponse(200, { status: 'ok' }));
    renderFeature(wrap(<ForgotPasswordPage />));
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    // Once submitted, the message follows the value as it is typed.
    await user.type(screen.getByLabelText('Email'), 'demo');
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), '@shopltk.test');
    expect(screen.queryByText('Please enter a valid email')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for that email');
    expect(calls).toEqual([
      {
        url: 'http://api.test/api/password/request/ltk/',
        body: 'email=demo%40shopltk.test',
        auth: undefined,
      },
    ]);
  });

  it('change password signed out goes to the login form without taking the page title along', () => {
    const { wrap } = setup(() => jsonResponse(200, {}));
    const { titles } = renderFeature(wrap(<ChangePasswordPage />), {
      route: '/change-password',
      auth: makeAuthState(null),
    });
    expect(titles).toEqual([]);
    expect(screen.queryByRole('form', { name: 'Change password' })).not.toBeInTheDocument();
  });

  it('change password: requires matching passwords and shows the service message on failure', async () => {
    const user = userEvent.setup();
    const { calls, wrap, session } = setup(() =>
      jsonResponse(400, {
        status: 400,
        error_code: 'invalid_password',
        developer_message: 'Current password is incorrect',
      }),
    );
    await session.restore();
    renderFeature(wrap(<ChangePasswordPage />), { auth: makeAuthState() });
    await user.type(screen.getByLabelText('Current password'), 'demo-password');
    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-2');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-1');
    expect(screen.queryByText('Passwords must match')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(calls[0]).toEqual({
      url: 'http://api.test/api/users/me/password/',
      body: 'current_password=demo-password&new_password=new-password-1',
      auth: 'Bearer token-1',
    });
  });
});
