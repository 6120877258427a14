import { CURRENCY } from '@ltk/contracts';

const formatters = new Map<string, Intl.NumberFormat>();

/** Price in the given currency (USD by default), e.g. 12.5 -> '$12.50'. */
export function formatPrice(amount: number, currency: string = CURRENCY, locale = 'en-US'): string {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}
