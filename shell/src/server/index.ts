// The shell's server side, built by webpack.server.config.js into dist-server/ for scripts/serve-static.mjs: the
// rendering of the shell's HTML that the static server's history fallback goes through.
export { createShellRender } from './shell-render';
