// What every app gets for `react-i18next` (shared singleton): the provider, the init plugin and the hook. `Trans` is left
// out on purpose (it brings an HTML parser, ~3 KB gzip); sharing would otherwise ship the module whole.
// An app that needs another export adds it here (facades.test.ts checks every name the workspace imports).
export { I18nextProvider, initReactI18next, useTranslation } from '@ltk/mf-config/impl/react-i18next';
