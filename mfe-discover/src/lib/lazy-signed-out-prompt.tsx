import { LazyPage } from '@ltk/ui/lazy-page';
import { lazy } from 'react';

// Only a signed-out visitor on the Following tab sees it: its own chunk, off /home's first load.
const SignedOutPrompt = lazy(() =>
  import(/* webpackChunkName: "signed-out-prompt" */ './signed-out-prompt').then((m) => ({
    default: m.SignedOutPrompt,
  })),
);

/** SignedOutPrompt, loaded when first shown. */
export function LazySignedOutPrompt({ message }: { message: string }) {
  return (
    <LazyPage>
      <SignedOutPrompt message={message} />
    </LazyPage>
  );
}
