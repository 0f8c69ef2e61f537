import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Props of {@link WhenNearViewport}. */
export interface WhenNearViewportProps {
  /** What to draw once the place comes near the viewport (e.g. a lazy component in a Suspense). */
  children: ReactNode;
  /** What to draw until then (also the pre-rendered HTML). */
  placeholder: ReactNode;
  /** How far below the viewport the place counts as near, in CSS pixels. */
  marginPx?: number;
}

/**
 * Draws its children only once their place is within `marginPx` of the viewport (then for good), so a section
 * far down a page (the landing page's community feed) loads its code and data when the visitor scrolls
 * towards it, not with the page. Without IntersectionObserver it draws them at once.
 */
export function WhenNearViewport({ children, placeholder, marginPx = 600 }: WhenNearViewportProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (isNear || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setIsNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: `0px 0px ${marginPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, marginPx]);
  return <div ref={anchor}>{isNear ? children : placeholder}</div>;
}
