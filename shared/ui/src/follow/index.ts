// `@ltk/ui/follow`: outside the shared `@ltk/ui` module on purpose: only the creator shop shows a follow button, so
// its code (and its unfollow dialog's) loads with that remote, not in the first load of every page.
export { FollowButton, type FollowButtonProps } from '../components/follow-button/follow-button';
