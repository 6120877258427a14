// `@ltk/ui/tab-nav`: the tab links of the creator shop and of /home. Outside the shared `@ltk/ui` module, so each
// remote bundles it with the pages that show it.
export { TabNav, type TabNavProps, type TabNavTab } from './tab-nav';
