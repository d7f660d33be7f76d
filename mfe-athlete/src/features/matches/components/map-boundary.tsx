import { Component, type ReactNode } from 'react';

/**
 * Keeps a map that cannot load (its chunk unreachable on a bad connection) from taking the list
 * down with it: the matches stay usable, the map says it is missing and offers a retry. Give it a
 * new `key` to try again.
 */
export class MapBoundary extends Component<{ children: ReactNode; fallback: ReactNode }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[talentbrug] the matches map could not be shown', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
