import { throwingStorage } from '../../../lib/test-support/throwing-storage';
import { isHyphenatedUuid } from '../../../lib/uuid';
import { VISITOR_ID_KEY, visitorId } from './visitor-id';

const STORED = '3f0c8a4e-1b2c-4d5e-8f90-123456789abc';

describe('visitorId', () => {
  beforeEach(() => localStorage.clear());

  it('creates a random UUID once and reuses it', () => {
    const first = visitorId(localStorage);
    expect(isHyphenatedUuid(first)).toBe(true);
    expect(localStorage.getItem(VISITOR_ID_KEY)).toBe(first);
    expect(visitorId(localStorage)).toBe(first);
  });

  it('reuses a valid stored id', () => {
    localStorage.setItem(VISITOR_ID_KEY, STORED);
    expect(visitorId(localStorage)).toBe(STORED);
  });

  it.each([
    ['malformed', 'not-a-uuid'],
    ['over-long', `${STORED}-${'a'.repeat(300)}`],
    ['wrong part lengths', '3f0c8a4e1-b2c-4d5e-8f90-123456789abc'],
    ['empty', ''],
  ])('replaces a %s stored id', (_case, stored) => {
    localStorage.setItem(VISITOR_ID_KEY, stored);
    const id = visitorId(localStorage);
    expect(id).not.toBe(stored);
    expect(isHyphenatedUuid(id)).toBe(true);
    expect(localStorage.getItem(VISITOR_ID_KEY)).toBe(id);
  });

  it('falls back to an in-memory id when storage throws or is missing', () => {
    expect(isHyphenatedUuid(visitorId(throwingStorage))).toBe(true);
    expect(isHyphenatedUuid(visitorId(undefined))).toBe(true);
  });

  it('builds a v4 UUID from getRandomValues where randomUUID is unavailable (plain http)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { configurable: true, writable: true, value: undefined });
    try {
      const id = visitorId(undefined);
      expect(isHyphenatedUuid(id)).toBe(true);
      expect(id[14]).toBe('4');
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { configurable: true, writable: true, value: original });
    }
  });
});
