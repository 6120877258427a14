// `@ltk/ui/shop`: a creator shop's header (avatar, name, follower line, follow button) and its page and content
// columns, props in and markup out. mfe-creator-shop wraps the header in its follow state and follower count; the
// shell's server renders them too, for the first screen painted from the HTML (shell/src/server/page-paint.tsx).
// Outside the shared `@ltk/ui` module, so they load with the shop, not on every first load; the posts tab's parts are
// `@ltk/ui/shop-posts` (a subpath is one module to webpack: apart, they stay in the posts tab's chunk).
export { CreatorHeader, type FollowControls } from './creator-header';
export { shopContentLayout, shopPageLayout } from './shop-layout';
