/** Longest title shown before it is cut with an ellipsis (section 9 names the rule, not the value). */
export const TITLE_MAX_LENGTH = 60;

const ELLIPSIS = '…';

/**
 * Section 9 title truncation: the text before the first pipe ('Linen dress | Summer edit' -> 'Linen dress'),
 * then, if still longer than `max`, cut at `max` characters (at a word end when there is one) with an ellipsis.
 */
export function truncateTitle(title: string, max = TITLE_MAX_LENGTH): string {
  const beforePipe = (title.split('|')[0] ?? '').trim();
  const chars = Array.from(beforePipe);
  if (chars.length <= max) return beforePipe;
  const cut = chars.slice(0, max - 1).join('');
  const endsAWord = /\s/.test(chars[max - 1] ?? ' ');
  const atWord = endsAWord ? cut : cut.replace(/\s+\S*$/, '');
  return `${(atWord.length >= max / 2 ? atWord : cut).trimEnd()}${ELLIPSIS}`;
}
