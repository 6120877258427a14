// `@ltk/ui/page-states`: outside the shared `@ltk/ui` module on purpose, so each remote bundles these into
// its own lazy chunks and the first load of every page does not carry them.
export {
  PageLoading,
  PageErrorState,
  PageEmptyState,
  type PageErrorStateProps,
  type PageEmptyStateProps,
} from './page-states';
