// The auth pages' chunk: the pages and their strings load together when an auth route is visited.
export { AuthCallbackPage } from './auth-callback-page';
export { AuthStartPage } from './auth-start-page';
export { ChangePasswordPage } from './change-password-page';
export { ForgotPasswordPage } from './forgot-password-page';
export { LoginPage } from './login-page';
export { LogoutPage } from './logout-page';
export { SignupPage } from './signup-page';
export { registerAuthStrings } from '../../../i18n/shell-auth';
