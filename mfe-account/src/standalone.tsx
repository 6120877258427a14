import { mountStandalone } from '@ltk/platform/standalone';
import { AccountRoot } from './app/root';
import { registerStrings } from './i18n/resources';

mountStandalone(AccountRoot, { name: 'mfe_account', beforeMount: ({ i18n }) => registerStrings(i18n) });
