export { startLocaleSync } from './start-locale-sync';
export { registerShellUiStrings, readyShellUiStrings, SHELL_UI_NS } from './register-shell-ui-strings';
