import { Component, type ReactNode, Suspense } from 'react';

/**
 * A part of the editor downloaded after the page (React.lazy): `loading` while it comes, and
 * `failed` in its place when the download fails, so a lost chunk costs that part, never the page.
 */
export class LazyPart extends Component<
  { loading: ReactNode; failed: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed) return this.props.failed;
    return <Suspense fallback={this.props.loading}>{this.props.children}</Suspense>;
  }
}
