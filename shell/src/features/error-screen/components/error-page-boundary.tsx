import { Component, type ReactNode } from 'react';

/** Plain fallback when the error page itself fails; no i18n or router needed. */
function ErrorPageFailed() {
  return (
    <section style={{ margin: 48, textAlign: 'center' }}>
      <h1>An error occurred while showing the error page</h1>
      <a href="/">Go to home</a>
    </section>
  );
}

/** Catches a failure of the error page (render or chunk load) and shows the plain fallback. */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('Error page failed', error);
  }
  override render() {
    return this.state.failed ? <ErrorPageFailed /> : this.props.children;
  }
}
