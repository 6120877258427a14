export { Banners } from './components/banners';
export { BANNER_DISMISSALS_KEY, DEEP_LINK_JOURNEYS, DISMISSAL_EXPIRY_MS } from './lib/banner-dismissals';
