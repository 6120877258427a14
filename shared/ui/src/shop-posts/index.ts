// `@ltk/ui/shop-posts`: a creator shop's posts tab above its feed: the search form and the recent products' strip,
// props in and markup out. mfe-creator-shop wraps them in its search state and the store's recent products; the
// shell's server renders them too, for the first screen painted from the HTML (shell/src/server/page-paint.tsx).
export { ShopSearchForm } from './shop-search-form';
export { RecentProductsStrip } from './recent-products-strip';
