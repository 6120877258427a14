// What every app gets for `react-i18next` (shared singleton): provider, hooks and HOCs. `Trans` is left
// out on purpose (it brings an HTML parser, ~3 KB gzip); sharing would otherwise ship the module whole.
// An app that needs another export adds it here (facades.test.ts checks every name the workspace imports).
export {
  I18nContext,
  I18nextProvider,
  Translation,
  getI18n,
  initReactI18next,
  setI18n,
  useSSR,
  useTranslation,
  withSSR,
  withTranslation,
} from '@ltk/mf-config/impl/react-i18next';
