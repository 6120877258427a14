import { SPLASH_NAME_MAX } from '@ltk/contracts';

/** Display name for the splash screen, cut to 20 characters. */
export function splashName(displayName: string): string {
  return [...displayName].slice(0, SPLASH_NAME_MAX).join('');
}
