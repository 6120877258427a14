import { TITLE_MAX_LENGTH, truncateTitle } from './truncate-title';

describe('truncateTitle', () => {
  it('keeps a short title as it is (trimmed)', () => {
    expect(truncateTitle('  Linen dress  ')).toBe('Linen dress');
  });

  it('cuts at the first pipe', () => {
    expect(truncateTitle('Linen dress | Summer edit | LTK')).toBe('Linen dress');
    expect(truncateTitle('Linen dress|Summer')).toBe('Linen dress');
  });

  it('cuts a long title at the maximum length with an ellipsis, at a word end', () => {
    const long = 'The most comfortable linen dress for warm summer evenings by the sea and beyond';
    const cut = truncateTitle(long);
    expect(cut.endsWith('…')).toBe(true);
    expect(Array.from(cut).length).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
    expect(cut).toBe('The most comfortable linen dress for warm summer evenings…');
  });

  it('cuts inside a word when the title has no space to cut at', () => {
    expect(truncateTitle('a'.repeat(80), 10)).toBe(`${'a'.repeat(9)}…`);
  });

  it('applies the pipe first, then the length', () => {
    expect(truncateTitle(`${'word '.repeat(20)}| tail`, 20)).toBe('word word word word…');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(truncateTitle('🎁'.repeat(12), 10)).toBe(`${'🎁'.repeat(9)}…`);
  });

  it('is empty for a title that starts with a pipe', () => {
    expect(truncateTitle('| only a suffix')).toBe('');
  });
});
