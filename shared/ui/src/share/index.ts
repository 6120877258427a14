// `@ltk/ui/share`: outside the shared `@ltk/ui` module on purpose, so the share button and its strings load with
// the pages that show it, not on every first load.
export { ShareButton, type ShareButtonProps } from './share-button';
export { shareLink, type ShareEnvironment, type ShareOutcome } from './share-link';
export {
  shareTarget,
  SHARE_TARGETS,
  type ShareParams,
  type ShareRouteName,
  type ShareTarget,
} from './share-targets';
export { shareStrings } from './share-strings';
