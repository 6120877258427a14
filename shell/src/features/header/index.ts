export { Header, type HeaderProps } from './components/header';
export { SearchStandIn } from './components/search-stand-in';
export { Footer } from './components/footer';
export { LanguageSelector } from './components/language-selector';
export { badgeLabel } from './lib/badge-label';
export { PRIMARY_LINKS, ACCOUNT_LINKS, EXTERNAL_LINKS } from './lib/nav-links';
