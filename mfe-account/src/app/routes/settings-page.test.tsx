import { makeAuthState, renderWithPlatform, reply } from '@ltk/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SettingsPage } from './settings-page';
import { strings } from '../../i18n/strings';

const settings = { locale: 'en', emailNotifications: true, pushNotifications: false };

function renderSettings(put: () => unknown) {
  return renderWithPlatform(
    <strings.WithStrings>
      <SettingsPage />
    </strings.WithStrings>,
    {
      route: '/account',
      auth: makeAuthState(),
      routes: { 'GET /v2/settings/': () => ({ settings }), 'PUT /v2/settings/': put },
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
});
