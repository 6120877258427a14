import { mountStandalone } from '@ltk/platform/standalone';
import { Root } from './app/root';
import { ensureResources } from './i18n/ensure-resources';

mountStandalone(Root, { name: 'mfe_creator_shop', beforeMount: ({ i18n }) => ensureResources(i18n) });
