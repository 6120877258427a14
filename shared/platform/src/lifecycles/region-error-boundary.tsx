import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface RegionFallbackProps {
  error: Error;
  /** Re-renders the region (e.g. after a transient failure). */
  reset: () => void;
  name?: string;
}

interface Props {
  fallback: (props: RegionFallbackProps) => ReactNode;
  name?: string;
  onError?: (error: Error, info: ErrorInfo) => void;
  children: ReactNode;
}

/** Keeps a failure inside one remote's region: renders the fallback there, the rest of the page keeps working. */
export class RegionErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  reset = () => this.setState({ error: null });

  override render() {
    const { error } = this.state;
    if (error) return this.props.fallback({ error, reset: this.reset, name: this.props.name });
    return this.props.children;
  }
}
