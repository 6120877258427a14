export { Banners, type BannersProps } from './components/banners';
export { BottomBanner } from './components/bottom-banner';
export { SplashScreen } from './components/splash-screen';
export { InAppBrowserNotice } from './components/in-app-browser-notice';
export { isInAppBrowser } from './lib/in-app-browser';
export {
  recordDismissal,
  readDismissals,
  isDismissed,
  DEEP_LINK_JOURNEYS,
  DISMISSAL_EXPIRY_MS,
  BANNER_DISMISSALS_KEY,
  BANNER_DISMISS_EVENT,
  type DeepLinkJourney,
  type DismissalRecord,
  type DismissalType,
} from './lib/banner-dismissals';
