import {
  alphaNumber,
  email,
  matches,
  passwordMin,
  required,
  strongPassword,
  validateForm,
} from './form-rules';

describe('form rules', () => {
  it('required rejects blank-after-trim strings and falsy values', () => {
    expect(required('   ', {})).toBe('required');
    expect(required('', {})).toBe('required');
    expect(required(false, {})).toBe('required');
    expect(required(' a ', {})).toBeNull();
    expect(required(true, {})).toBeNull();
  });

  it('email requires a name, an at sign and a dotted domain', () => {
    expect(email('demo@shopltk.test', {})).toBeNull();
    expect(email('demo@shopltk', {})).toBe('email');
    expect(email('demo shopltk.test', {})).toBe('email');
  });

  it('password needs at least 8 characters', () => {
    expect(passwordMin('1234567', {})).toBe('passwordMin');
    expect(passwordMin('12345678', {})).toBeNull();
  });

  it('strong password needs lowercase, uppercase and a digit or special character', () => {
    expect(strongPassword('abcdefgH', {})).toBe('strongPassword');
    expect(strongPassword('abcdefg1', {})).toBe('strongPassword');
    expect(strongPassword('abcdefH1', {})).toBeNull();
    expect(strongPassword('abcdefH!', {})).toBeNull();
    expect(strongPassword('abH1', {})).toBe('strongPassword');
  });

  it('alpha number is between 0 and 1', () => {
    expect(alphaNumber('0.5', {})).toBeNull();
    expect(alphaNumber(1, {})).toBeNull();
    expect(alphaNumber('1.1', {})).toBe('alphaNumber');
    expect(alphaNumber('x', {})).toBe('alphaNumber');
  });

  it('validateForm keeps the first failing rule per field', () => {
    const errors = validateForm(
      { email: '', password: 'short', confirm: 'other' },
      { email: [required, email], password: [required, passwordMin], confirm: [matches('password')] },
    );
    expect(errors).toEqual({ email: 'required', password: 'passwordMin', confirm: 'match' });
  });
});
