import { Component, type ReactNode } from 'react';
import { ApiError } from '../shared/api/client';
import { ErrorPanel } from './error-panel';
import { ChunkLoadError } from './lazy-screen';

/** Failures the boundary shows as a panel by design; anything else a screen throws is a bug. */
export const isExpectedScreenError = (error: unknown) => error instanceof ChunkLoadError || error instanceof ApiError;

interface Props {
  children: ReactNode;
  /** Called before retrying a chunk error, so the screen is imported again. */
  onRetry: (error: unknown) => void;
}

/**
 * The route layer of the three error layers (STYLE "Web"): a screen that fails to load or throws
 * shows a panel with a way out instead of a blank page. The slot remounts it per path.
 */
export class ScreenBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  retry = () => {
    this.props.onRetry(this.state.error);
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) return <ErrorPanel error={this.state.error} onRetry={this.retry} />;
    return this.props.children;
  }
}
