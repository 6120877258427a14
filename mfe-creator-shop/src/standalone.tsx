import { mountStandalone } from '@ltk/platform';
import { Root } from './app/root';

mountStandalone(Root, { name: 'mfe_creator_shop' });

