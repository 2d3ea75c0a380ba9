import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Whether the element has come within `margin` of the viewport (a CSS margin, as IntersectionObserver's
 * rootMargin takes it). Once true it stays true: what was asked for stays. Without IntersectionObserver,
 * always true.
 */
export function useNearViewport(element: RefObject<HTMLElement | null>, margin: string): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (near || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near, margin]);
  return near;
}

type WhenNearViewportProps = {
  /** How close the box must come to the viewport (IntersectionObserver's rootMargin) before it is drawn. */
  margin: string;
  /** Drawn until then: give it about the height of what replaces it, so little moves when it comes. */
  placeholder: ReactNode;
  children: ReactNode;
};

/**
 * Draws its children once its box has come near the viewport, and keeps them from then on. For parts
 * below a phone's first screen whose code is a separate download: a visit that never scrolls to them
 * does not pay for them.
 */
export function WhenNearViewport({ margin, placeholder, children }: WhenNearViewportProps) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, margin);
  return <div ref={box}>{near ? children : placeholder}</div>;
}
