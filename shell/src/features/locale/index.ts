export { startLocaleSync } from './start-locale-sync';
export { registerShellUiStrings, SHELL_UI_NS } from './register-shell-ui-strings';
export { SHELL_UI_RESOURCES } from './resources';
