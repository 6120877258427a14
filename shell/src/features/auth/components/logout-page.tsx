import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthServices } from '../auth-services-context';
import { AuthCard } from './auth-layout';
import { useShellNavigate } from './use-shell-navigate';
import { AUTH_NS } from '../../../i18n/shell-auth';

/** `/logout`: revokes, clears the session and returns to `/`. */
export function LogoutPage() {
  const { t } = useTranslation(AUTH_NS);
  const { session } = useAuthServices();
  const navigate = useShellNavigate();
  useEffect(() => {
    let active = true;
    void session.logout().finally(() => {
      if (active) navigate('/');
    });
    return () => {
      active = false;
    };
  }, [session, navigate]);
  return (
    <AuthCard aria-busy="true">
      <p role="status">{t('auth.signingOut')}</p>
    </AuthCard>
  );
}
