import { signupPath } from './signup-prompts';

test('signupPath builds the prompt query', () => {
  expect(signupPath('favorite-post')).toBe('/signup?shopltk-signup-prompt=favorite-post');
});
