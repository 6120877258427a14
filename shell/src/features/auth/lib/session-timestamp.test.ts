import { isSessionTimestampValid } from './session-timestamp';

describe('session timestamp window', () => {
  const now = 1_700_000_000_000;
  it('accepts a value up to 60 s old', () => {
    expect(isSessionTimestampValid(now, now)).toBe(true);
    expect(isSessionTimestampValid(now - 60_000, now)).toBe(true);
  });
  it('rejects older values, future values and garbage', () => {
    expect(isSessionTimestampValid(now - 60_001, now)).toBe(false);
    expect(isSessionTimestampValid(now + 1, now)).toBe(false);
    expect(isSessionTimestampValid(Number.NaN, now)).toBe(false);
  });
});
