import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { isApiError } from '@ltk/api-client';
import { useBus } from '@ltk/platform';
import { createAppAsyncThunk, useAppDispatch } from '@ltk/store';
import { Button } from '@ltk/ui';
import { useId, useState } from 'react';
import { strings } from '../../i18n/strings';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** PUT /api/users/me/ with the new email; the error shows developer_message or the error's message (section 8). */
const changeEmail = createAppAsyncThunk(
  'account/changeEmail',
  async (email: string, { extra }): Promise<{ success: true } | { success: false; message: string }> => {
    try {
      await extra.api.updateUser({ email });
      return { success: true };
    } catch (error) {
      return {
        success: false,
        message: isApiError(error)
          ? error.developer_message
          : error instanceof Error
            ? error.message
            : String(error),
      };
    }
  },
);

/** Change email, for accounts that may change it (authnCanChangeEmail). Bad input keeps what was typed. */
export function ChangeEmailForm({ current }: { current: string }) {
  const { t } = strings.useStrings();
  const dispatch = useAppDispatch();
  const bus = useBus();
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<
    { kind: 'idle' | 'saving' | 'saved' } | { kind: 'error'; message: string }
  >({
    kind: 'idle',
  });
  const [fieldError, setFieldError] = useState<string | null>(null);

  const submit = async () => {
    const value = email.trim();
    const invalid = !value ? t('settings.required') : !EMAIL.test(value) ? t('settings.invalidEmail') : null;
    setFieldError(invalid);
    if (invalid) return;
    setState({ kind: 'saving' });
    const result = await dispatch(changeEmail(value)).unwrap();
    setState(result.success ? { kind: 'saved' } : { kind: 'error', message: result.message });
    // The session (header, every remote) still carries the old email until its tokens are renewed.
    if (result.success) {
      setEmail('');
      bus.publish('auth/refresh', { reason: 'account-changed' });
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      css={(theme: Theme) => css({ display: 'grid', gap: theme.spacing(1), marginBottom: theme.spacing(2) })}
    >
      <label htmlFor={id}>{t('settings.newEmail')}</label>
      {current ? (
        <p id={`${id}-current`} css={(theme: Theme) => css({ margin: 0, color: theme.colors.textMuted })}>
          {t('settings.currentEmail', { email: current })}
        </p>
      ) : null}
      <input
        id={id}
        type="email"
        autoComplete="email"
        value={email}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={
          [current ? `${id}-current` : '', fieldError ? `${id}-error` : ''].join(' ').trim() || undefined
        }
        onChange={(event) => setEmail(event.target.value)}
        css={(theme: Theme) => css({ height: 40, padding: theme.spacing(0, 1), font: 'inherit' })}
      />
      {fieldError ? (
        <p id={`${id}-error`} role="alert" css={css({ margin: 0 })}>
          {fieldError}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={state.kind === 'saving'}>
          {state.kind === 'saving' ? t('settings.savingEmail') : t('settings.saveEmail')}
        </Button>
      </div>
      {state.kind === 'saved' ? <p role="status">{t('settings.emailSaved')}</p> : null}
      {state.kind === 'error' ? <p role="alert">{state.message}</p> : null}
    </form>
  );
}
