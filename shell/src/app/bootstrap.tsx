import { evaluateInTasks } from './boot/evaluate-in-tasks';

// The shell's chunks have loaded (this one and shell-vendor), but one static import of the shell would evaluate its
// libraries and features as a single `require` chain: one task of several hundred ms at Lighthouse's 4x CPU. They are
// evaluated a few at a time instead, each in a task of its own, dependencies first so that each step runs only its
// own modules; eager imports: no request, no chunk. start-shell.tsx boots the shell once evaluated.
export default evaluateInTasks([
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@ltk/ui'),
  () => import(/* webpackMode: "eager" */ '@ltk/store'),
  () => import(/* webpackMode: "eager" */ './start-shell'),
]);
