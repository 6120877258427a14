// `@ltk/platform/standalone`: the harness a remote runs in on its own (`dev` in its folder). Not part of
// the shared `@ltk/platform` module, so the composed site never downloads it.
export { mountStandalone, type MountStandaloneOptions, type StandaloneHandle } from './mount-standalone';
export { readEnvConfig, DEFAULT_API_BASE_URL } from './read-env-config';
