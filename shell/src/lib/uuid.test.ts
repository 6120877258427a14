import {
  assertHyphenatedUuid,
  isCompactUuid,
  isHyphenatedUuid,
  toCompactUuid,
  toHyphenatedUuid,
} from './uuid';

const HYPHENATED = '123e4567-e89b-12d3-a456-426614174000';
const COMPACT = '123e4567e89b12d3a456426614174000';

describe('uuid rules', () => {
  it('compact form is at most 32 characters', () => {
    expect(isCompactUuid(COMPACT)).toBe(true);
    expect(isCompactUuid(`${COMPACT}0`)).toBe(false);
  });

  it('hyphenated form has five parts of 8, 4, 4, 4, 12 and at most 36 characters', () => {
    expect(isHyphenatedUuid(HYPHENATED)).toBe(true);
    expect(isHyphenatedUuid('123e4567-e89b-12d3-a456-42661417400')).toBe(false);
    expect(isHyphenatedUuid('123e4567e-89b-12d3-a456-426614174000')).toBe(false);
    expect(isHyphenatedUuid(`${HYPHENATED}-0`)).toBe(false);
  });

  it('throws an invalid-UUID error for a malformed hyphenated value', () => {
    expect(() => assertHyphenatedUuid('1-2-3-4-5')).toThrow('invalid-UUID');
    expect(assertHyphenatedUuid(HYPHENATED)).toBe(HYPHENATED);
  });

  it('converts both ways and falls back to the input', () => {
    expect(toCompactUuid(HYPHENATED)).toBe(COMPACT);
    expect(toHyphenatedUuid(COMPACT)).toBe(HYPHENATED);
    expect(toCompactUuid('not-a-uuid')).toBe('not-a-uuid');
    expect(toHyphenatedUuid('abc')).toBe('abc');
  });
});
