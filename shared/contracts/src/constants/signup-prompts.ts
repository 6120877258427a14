/** Values of the `shopltk-signup-prompt` query on /signup. */
export const SIGNUP_PROMPT_PARAM = 'shopltk-signup-prompt';
export const SIGNUP_PROMPTS = ['favorite-post', 'favorite-product', 'discover'] as const;
export type SignupPrompt = (typeof SIGNUP_PROMPTS)[number];

/** `/signup?shopltk-signup-prompt=<prompt>` */
export function signupPath(prompt: SignupPrompt): string {
  return `/signup?${SIGNUP_PROMPT_PARAM}=${prompt}`;
}
