import { logger } from '@ltk/contracts/log';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useAuthServices } from '../auth-services-context';
import { exchangeHostedCode } from '../hosted-login';
import { AuthCard } from './auth-layout';
import { safeReturnTo } from './safe-return-to';
import { useShellNavigate } from './use-shell-navigate';
import { AUTH_NS } from '../../../i18n/shell-auth';

/** `/auth/callback`: exchanges the code, adopts the tokens; missing tokens go to /login (section 8). */
export function AuthCallbackPage() {
  const { t } = useTranslation(AUTH_NS);
  const { session, hosted } = useAuthServices();
  const navigate = useShellNavigate();
  const { search } = useLocation();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    exchangeHostedCode(hosted, search)
      .then(async ({ tokens, returnTo, nonce }) => {
        await session.loginWithHostedTokens(tokens, nonce);
        navigate(safeReturnTo(returnTo));
      })
      .catch((error: unknown) => {
        logger.warn('Hosted login failed', error);
        navigate('/login');
      });
  }, [hosted, search, session, navigate]);
  return (
    <AuthCard aria-busy="true">
      <p role="status">{t('auth.signingIn')}</p>
    </AuthCard>
  );
}
