import { LoaderCircle } from 'lucide-react';

/** Decorative: the surrounding control or live region carries the words. */
export function Spinner({ className = 'size-5' }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={`animate-spin ${className}`} />;
}
