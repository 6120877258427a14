import type { RetailerProductOption, RetailerProductVariantDetail } from '@ltk/contracts';

export type OptionSelection = Record<string, string>;

const DEFAULT_TITLE = 'Default Title';

/** Options worth showing: sorted by position, without the retailer's lone "Default Title" option. */
export function visibleOptions(options: readonly RetailerProductOption[]): RetailerProductOption[] {
  return [...options]
    .filter(
      (option) =>
        option.values.length > 0 && !(option.values.length === 1 && option.values[0] === DEFAULT_TITLE),
    )
    .sort((a, b) => a.position - b.position);
}

/** The variant whose option values match every selected option, if any. */
export function findVariant(
  variants: readonly RetailerProductVariantDetail[],
  selection: OptionSelection,
): RetailerProductVariantDetail | undefined {
  const entries = Object.entries(selection);
  return variants.find((variant) => entries.every(([name, value]) => variant.options[name] === value));
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Initial selection: the options of the variant the link names (`vid` by id, else `variant` by title or id), else of
 * the first available variant (or the first variant).
 */
export function initialSelection(
  variants: readonly RetailerProductVariantDetail[],
  options: readonly RetailerProductOption[],
  variantId?: string | null,
  variantName?: string | null,
): OptionSelection {
  const named = variantName
    ? variants.find((variant) => variant.id === variantName || sameText(variant.title, variantName))
    : undefined;
  const start =
    variants.find((variant) => variant.id === variantId) ??
    named ??
    variants.find((variant) => variant.available) ??
    variants[0];
  const selection: OptionSelection = {};
  for (const option of visibleOptions(options)) {
    const value = start?.options[option.name] ?? option.values[0];
    if (value !== undefined) selection[option.name] = value;
  }
  return selection;
}
