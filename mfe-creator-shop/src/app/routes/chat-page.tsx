import { usePageTitle } from '@ltk/platform';
import { ChatPromo } from '../../features/chat/chat-promo';
import { usePageStrings } from '../../i18n/page-strings';
import { useShop } from '../shop-context';

/** /explore/:displayName/chat: chat with the creator lives in the app; this tab pushes it. */
export function ChatPage() {
  const { profile } = useShop();
  const { t } = usePageStrings();
  usePageTitle(t('chat.title', { name: profile.displayName }));
  return <ChatPromo displayName={profile.displayName} />;
}
