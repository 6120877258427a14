export { createShellAuth, type ShellAuth } from './create-shell-auth';
