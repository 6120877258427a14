import { LocationProbe, makeAuthState, makeUser, renderWithPlatform, reply } from '@ltk/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { strings } from '../../i18n/strings';
import { LegalTerms } from './legal-terms';

const unsigned = { signedPolicies: { cookie: false, privacy: false, tos: false } };

function renderTerms(routes: Record<string, () => unknown>, auth = makeAuthState()) {
  return renderWithPlatform(
    <strings.WithStrings>
      <LegalTerms />
      <LocationProbe />
    </strings.WithStrings>,
    { route: '/home', auth, routes },
  );
}

describe('LegalTerms', () => {
  it('asks a user lacking cookie or privacy acceptance; Accept all sets all three and never returns', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderTerms({
      'GET /v2/signed_policies/': () => unsigned,
      'PATCH /v2/signed_policies/': () => ({ signedPolicies: { cookie: true, privacy: true, tos: true } }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Our Terms and Policies' });
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(fetchMock.callsTo('PATCH /v2/signed_policies/')).toHaveLength(1));
    expect(fetchMock.callsTo('PATCH /v2/signed_policies/')[0]?.body).toEqual({
      cookie: true,
      privacy: true,
      tos: true,
    });
  });

  it('ignores a failed accept silently', async () => {
    const user = userEvent.setup();
    renderTerms({
      'GET /v2/signed_policies/': () => unsigned,
      'PATCH /v2/signed_policies/': () =>
        reply(500, { status: 500, error_code: 'x', developer_message: 'x' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Accept all' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Disagree asks Are you sure?: Cancel goes back, Delete My Account confirms, Log Out goes to /logout', async () => {
    const user = userEvent.setup();
    renderTerms({ 'GET /v2/signed_policies/': () => unsigned });
    await user.click(await screen.findByRole('button', { name: 'Disagree' }));
    expect(screen.getByRole('alertdialog', { name: 'Are you sure?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Our Terms and Policies' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Disagree' }));
    await user.click(screen.getByRole('button', { name: 'Delete My Account' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete your account?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/logout');
  });

  it('shows a failed deletion in the snackbar', async () => {
    const user = userEvent.setup();
    renderTerms({
      'GET /v2/signed_policies/': () => unsigned,
      'POST /v2/data_requests': () =>
        reply(500, { status: 500, error_code: 'x', developer_message: 'x', user_message: 'Try later' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Disagree' }));
    await user.click(screen.getByRole('button', { name: 'Delete My Account' }));
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error deleting account: Try later');
    expect(screen.getByTestId('location')).toHaveTextContent('/home');
  });

  it('is not shown with cookie and privacy accepted', async () => {
    const signed = { signedPolicies: { cookie: true, privacy: true, tos: false } };
    const { fetchMock } = renderTerms({ 'GET /v2/signed_policies/': () => signed });
    await waitFor(() => expect(fetchMock.callsTo('GET /v2/signed_policies/')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not asked for in an impersonation session', async () => {
    const { fetchMock } = renderTerms(
      { 'GET /v2/signed_policies/': () => unsigned },
      makeAuthState(makeUser({ impersonatorId: 'staff' })),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock.callsTo('GET /v2/signed_policies/')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("raises 'Error fetching legal policies' (ltk-privacy-info-not-found) when the policies cannot be read", async () => {
    const { pageError } = renderTerms({ 'GET /v2/signed_policies/': () => reply(502, 'bad gateway') });
    await waitFor(() => expect(pageError()).toMatchObject({ error_code: 'ltk-privacy-info-not-found' }));
    expect(pageError()?.message).toMatch(/^Error fetching legal policies/);
  });
});
