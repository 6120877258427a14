export { Banners, type BannersProps, type BannerFlags } from './components/banners';
export { SplashScreen } from './components/splash-screen';
export { InAppBrowserNotice } from './components/in-app-browser-notice';
export { isInAppBrowser } from './lib/in-app-browser';
export { recordDismissal, readDismissals, type DismissalRecord, type DismissalType } from './lib/banner-dismissals';
