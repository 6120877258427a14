// `@ltk/ui/collection`: the header of a product set or gift guide, shown by the creator shop and the product-set page.
// Outside the shared `@ltk/ui` module, so it loads with those pages, not on every first load.
export { CollectionHeader, type CollectionHeaderProps } from './collection-header';
