import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from './preloadable-lazy.ts';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function renderInSuspense(element: React.ReactNode) {
  return render(<Suspense fallback={<p role="status">Loading</p>}>{element}</Suspense>);
}

describe('preloadableLazy', () => {
  it('suspends on a first draw that was not preloaded, then draws the component', async () => {
    const load = vi.fn(async () => Greeting);
    const LazyGreeting = preloadableLazy(load);

    renderInSuspense(<LazyGreeting name="Ada" />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws a preloaded component at once, without a fallback, and downloads it once', async () => {
    const load = vi.fn(async () => Greeting);
    const LazyGreeting = preloadableLazy(load);

    await LazyGreeting.preload();
    renderInSuspense(<LazyGreeting name="Ada" />);

    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await LazyGreeting.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('downloads anew after a failed preload', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const LazyGreeting = preloadableLazy(load);

    await expect(LazyGreeting.preload()).rejects.toThrow('offline');
    LazyGreeting.reload();
    renderInSuspense(<LazyGreeting name="Ada" />);

    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
