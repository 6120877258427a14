import { mountStandalone } from '@ltk/platform/standalone';
import { Root } from './app/root';
import { strings } from './i18n/strings';

mountStandalone(Root, { name: 'mfe_account', beforeMount: ({ i18n }) => strings.register(i18n) });
