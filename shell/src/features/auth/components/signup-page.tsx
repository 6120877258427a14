import { SIGNUP_PROMPT_PARAM, SIGNUP_PROMPTS, type SignupPrompt } from '@ltk/contracts';
import { useTranslation } from 'react-i18next';
import { textLink } from '@ltk/ui/primary-link';
import { Link, useSearchParams } from 'react-router-dom';
import { isApiError } from '@ltk/api-client';
import { useAuthServices } from '../auth-services-context';
import { AuthCard } from './auth-layout';
import { CredentialsForm } from './credentials-form';
import { useCredentialsForm } from './use-auth-form';
import { useShellNavigate } from './use-shell-navigate';
import { AUTH_NS } from '../../../i18n/shell-auth';

function promptOf(value: string | null): SignupPrompt | null {
  return (SIGNUP_PROMPTS as readonly string[]).includes(value ?? '') ? (value as SignupPrompt) : null;
}

/** `/signup?shopltk-signup-prompt=...`: creates the account, logs in, replays the remembered intent. */
export function SignupPage() {
  const { t } = useTranslation(AUTH_NS);
  const { session } = useAuthServices();
  const navigate = useShellNavigate();
  const [params] = useSearchParams();
  const prompt = promptOf(params.get(SIGNUP_PROMPT_PARAM));
  const form = useCredentialsForm(
    async (credentials) => {
      await session.signup(credentials);
      navigate(prompt === 'discover' || !prompt ? '/home' : '/');
    },
    (error) =>
      // The service's 4xx answers carry a message for the person (email taken, weak password).
      isApiError(error) && error.status >= 400 && error.status < 500
        ? error.developer_message
        : t('signup.failed'),
  );

  return (
    <AuthCard>
      <h1>{t('signup.title')}</h1>
      {prompt ? <p data-testid="signup-prompt">{t(`signup.prompt.${prompt}`)}</p> : null}
      <CredentialsForm
        form={form}
        label={t('signup.title')}
        submitLabel={t('signup.submit')}
        autoComplete={{ email: 'email', password: 'new-password' }}
      />
      <p>
        {t('signup.haveAccount')}{' '}
        <Link to="/login" css={textLink}>
          {t('signup.loginLink')}
        </Link>
      </p>
    </AuthCard>
  );
}
