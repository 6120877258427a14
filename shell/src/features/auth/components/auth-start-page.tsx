import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAuthServices } from '../auth-services-context';
import { buildHostedLoginUrl } from '../hosted-login';
import { AuthCard } from './auth-layout';
import { safeReturnTo } from './safe-return-to';
import { useShellNavigate } from './use-shell-navigate';
import { AUTH_NS } from '../../../i18n/shell-auth';

/** `/auth`: starts the hosted login (code flow with PKCE). */
export function AuthStartPage({
  assign = (url: string) => window.location.assign(url),
  prompt,
}: {
  assign?: (url: string) => void;
  prompt?: 'consent' | 'login';
}) {
  const { t } = useTranslation(AUTH_NS);
  const { hosted } = useAuthServices();
  const navigate = useShellNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  useEffect(() => {
    let active = true;
    buildHostedLoginUrl(hosted, returnTo, prompt ? { prompt } : {}).then(
      (url) => active && assign(url),
      () => active && navigate('/login'),
    );
    return () => {
      active = false;
    };
  }, [hosted, returnTo, assign, navigate, prompt]);
  return (
    <AuthCard aria-busy="true">
      <p role="status">{t('auth.redirecting')}</p>
    </AuthCard>
  );
}
