// Images imported by a component: webpack's asset modules give their URL (shared/mf-config base-config.cjs).
declare module '*.svg' {
  const url: string;
  export default url;
}
