import { makeAuthState, renderWithPlatform, reply } from '@ltk/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SettingsPage } from './settings-page';
import { strings } from '../../i18n/strings';

const settings = { locale: 'en', emailNotifications: true, pushNotifications: false };

function renderSettings(put: () => unknown, putMe: () => unknown = () => ({})) {
  return renderWithPlatform(
    <strings.WithStrings>
      <SettingsPage />
    </strings.WithStrings>,
    {
      route: '/account',
      auth: makeAuthState(),
      routes: {
        'GET /v2/settings/': () => ({ settings }),
        'PUT /v2/settings/': put,
        'PUT /api/users/me/': putMe,
      },
    },
  );
}

describe('SettingsPage', () => {
  it('shows the email and saves the chosen locale, switching the site language through the bus', async () => {
    const user = userEvent.setup();
    const { fetchMock, platform } = renderSettings(() => ({ settings: { ...settings, locale: 'fr' } }));
    expect(screen.getByText('demo@shopltk.test')).toBeInTheDocument();
    const select = await screen.findByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    await user.selectOptions(select, 'fr');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock.callsTo('PUT /v2/settings/')).toHaveLength(1));
    expect(fetchMock.callsTo('PUT /v2/settings/')[0]?.body).toEqual({ locale: 'fr' });
    await waitFor(() => expect(platform.bus.current('locale')).toEqual({ locale: 'fr' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your settings were saved.');
  });

  it('reports a failed save', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderSettings(() => reply(500, { status: 500, error_code: 'x', developer_message: 'x' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't save your settings. Please try again.",
    );
  });

  it('changes the email, then asks the shell to renew the session so every part shows the new one', async () => {
    const user = userEvent.setup();
    const { fetchMock, platform } = renderSettings(() => ({ settings }));
    const refreshes: unknown[] = [];
    platform.bus.on('auth/refresh').subscribe((request) => refreshes.push(request));
    const field = screen.getByRole('textbox', { name: 'New email' });
    // The current email is said beside the empty field, not shown as a placeholder that looks filled in.
    expect(field).not.toHaveAttribute('placeholder');
    expect(field).toHaveAccessibleDescription(/^Current email: .+@/);
    await user.type(field, 'new@shopltk.test');
    await user.click(screen.getByRole('button', { name: 'Save email' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your email was changed.');
    expect(fetchMock.callsTo('PUT /api/users/me/')[0]?.body).toEqual({ email: 'new@shopltk.test' });
    expect(refreshes).toEqual([{ reason: 'account-changed' }]);
    expect(screen.getByRole('textbox', { name: 'New email' })).toHaveValue('');
  });

  it('a refused email change shows why, keeps what was typed and renews nothing', async () => {
    const user = userEvent.setup();
    const { platform } = renderSettings(
      () => ({ settings }),
      () =>
        reply(409, { status: 409, error_code: 'email_taken', developer_message: 'Email already in use.' }),
    );
    const refreshes: unknown[] = [];
    platform.bus.on('auth/refresh').subscribe((request) => refreshes.push(request));
    await user.type(screen.getByRole('textbox', { name: 'New email' }), 'taken@shopltk.test');
    await user.click(screen.getByRole('button', { name: 'Save email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email already in use.');
    expect(screen.getByRole('textbox', { name: 'New email' })).toHaveValue('taken@shopltk.test');
    expect(refreshes).toEqual([]);
  });
});
