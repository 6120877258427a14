export { Banners, RegistrationStrip } from './components/banners';
export { DesktopTopBanner } from './components/desktop-top-banner';
export { BANNER_DISMISSALS_KEY, DEEP_LINK_JOURNEYS, DISMISSAL_EXPIRY_MS } from './lib/banner-dismissals';
