import { type ReactNode, Suspense, useReducer } from 'react';
import type { PreloadableLazy } from '../../lib/preloadable-lazy.ts';
import { PartLoadBoundary } from './part-load-boundary.component.tsx';

type LazyPartProps = {
  /** The part, a separate download. */
  part: PreloadableLazy<object>;
  /** Shown while its code arrives: give it the part's size, so the page does not jump. */
  fallback: ReactNode;
  /** The box of "could not be loaded" and Retry, in the part's place. */
  failedClassName: string;
};

/**
 * A part of a screen whose code downloads on its own: a spinner or a placeholder while it arrives, and in
 * its place, if the download fails, the message with Retry, which downloads it anew.
 */
export function LazyPart({ part: Part, fallback, failedClassName }: LazyPartProps) {
  // Retry swaps the lazy component (`reload`): this draws again to pick up the new one.
  const [, retried] = useReducer((count: number) => count + 1, 0);
  return (
    <PartLoadBoundary
      className={failedClassName}
      onRetry={() => {
        Part.reload();
        retried();
      }}
    >
      <Suspense fallback={fallback}>
        <Part />
      </Suspense>
    </PartLoadBoundary>
  );
}
