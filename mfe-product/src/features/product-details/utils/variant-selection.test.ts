import type { RetailerProductOption, RetailerProductVariantDetail } from '@ltk/contracts';
import { findVariant, initialSelection, visibleOptions } from './variant-selection';

const variant = (
  id: string,
  options: Record<string, string>,
  available = true,
): RetailerProductVariantDetail => ({
  id,
  title: Object.values(options).join(' / '),
  position: 0,
  price: 50,
  salePrice: null,
  imageUrl: '',
  quantity: 5,
  available,
  options,
});

const options: RetailerProductOption[] = [
  { name: 'Size', values: ['S', 'M'], position: 2 },
  { name: 'Color', values: ['Red', 'Blue'], position: 1 },
];

const variants = [
  variant('v1', { Color: 'Red', Size: 'S' }, false),
  variant('v2', { Color: 'Red', Size: 'M' }),
  variant('v3', { Color: 'Blue', Size: 'S' }),
];

describe('visibleOptions', () => {
  it('orders by position and hides the default-title option', () => {
    const shown = visibleOptions([...options, { name: 'Title', values: ['Default Title'], position: 0 }]);
    expect(shown.map((o) => o.name)).toEqual(['Color', 'Size']);
  });
});

describe('findVariant', () => {
  it('matches every selected option', () => {
    expect(findVariant(variants, { Color: 'Blue', Size: 'S' })?.id).toBe('v3');
    expect(findVariant(variants, { Color: 'Blue', Size: 'M' })).toBeUndefined();
  });
});

describe('initialSelection', () => {
  it('starts from the requested variant, else the first available one', () => {
    expect(initialSelection(variants, options, 'v3')).toEqual({ Color: 'Blue', Size: 'S' });
    expect(initialSelection(variants, options)).toEqual({ Color: 'Red', Size: 'M' });
  });
});
