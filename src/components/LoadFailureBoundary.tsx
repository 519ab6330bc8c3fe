import { Component, type ReactNode } from 'react';
import { text } from '../text/shell-texts.ts';
import { FailureView } from './FailureView.tsx';

interface LoadFailureBoundaryProps {
  children: ReactNode;
  /** A new value (the next page's path) clears the failure; the children are kept as they are. */
  resetKey: string;
  /** Trying again means loading the page anew: the browser keeps a failed module import failed. */
  onRetry?: () => void;
}

/**
 * Where a screen's (or a dialog's) code could not be loaded, say so with a way to try again,
 * instead of the whole app disappearing. Leaving the page clears it.
 */
export class LoadFailureBoundary extends Component<LoadFailureBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidUpdate(previous: LoadFailureBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  render() {
    if (!this.state.failed) return this.props.children;
    const retry = this.props.onRetry ?? (() => window.location.reload());
    return <FailureView message={text.failure.pageLoad} onRetry={retry} />;
  }
}
