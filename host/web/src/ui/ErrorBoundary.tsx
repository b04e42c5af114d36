import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** What to show instead of children once one of them has thrown. */
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps one failing part (a plugin view, a panel) from taking the whole screen down. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
