const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** Compact English notation with at most one decimal: 1234 -> '1.2K', 2500000 -> '2.5M'. */
export function formatCompactNumber(value: number): string {
  return compact.format(value);
}
