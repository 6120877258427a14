import { registerResources, type I18n } from '@ltk/i18n';
import en from './shell-en.json';

export const SHELL_NS = 'shell';

/** Registers the shell's own strings (fallback, 404, titles) in its namespace. */
export function registerShellStrings(i18n: I18n) {
  registerResources(i18n, SHELL_NS, { en });
}
