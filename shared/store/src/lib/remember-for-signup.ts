import { signupPath, type SignupPrompt } from '@ltk/contracts';
import type { ThunkExtra } from '../app/thunk-extra';

/** Logged-out like/wish/follow: remember the target in storage and send the user to signup with the prompt. */
export function rememberForSignup(
  extra: ThunkExtra,
  storage: 'localStorage' | 'sessionStorage',
  key: string,
  value: string,
  prompt: SignupPrompt,
): void {
  try {
    extra[storage]?.setItem(key, value);
  } catch {
    // storage may be unavailable (private mode); the signup prompt still works
  }
  extra.bus.publish('navigate', { to: signupPath(prompt) });
}
