// The shop search's names, used by the search box on the shop's first screen; the read (with its rules and slice)
// is in the results' own chunk, loaded once a term is typed.
export type ShopRanking = 'recent' | 'relevant';
export const SHOP_RANKINGS: readonly ShopRanking[] = ['recent', 'relevant'];

/** The term searched: trimmed; an empty one shows the creator's recent posts instead. */
export const shopSearchTerm = (input: string): string => input.trim();
