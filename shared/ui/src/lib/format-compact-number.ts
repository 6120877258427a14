// Made on first use: creating a compact formatter loads ICU data (about 10 ms of CPU, 40 at Lighthouse's 4x), which at
// module scope ran in every page's boot, though only the creator shop's follower count formats compact numbers.
let compact: Intl.NumberFormat | null = null;

/** Compact English notation with at most one decimal: 1234 -> '1.2K', 2500000 -> '2.5M'. */
export function formatCompactNumber(value: number): string {
  compact ||= new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
  return compact.format(value);
}
