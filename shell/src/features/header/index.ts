export { Header } from './components/header';
export { SearchStandIn } from './components/search-stand-in';
export { Footer } from './components/footer';
export { EXTERNAL_LINKS, PRIMARY_LINKS } from './lib/nav-links';
