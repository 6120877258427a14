import { mountStandalone } from '@ltk/platform';
import { AccountRoot } from './app/root';

mountStandalone(AccountRoot, { name: 'mfe_account' });
