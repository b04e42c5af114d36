import { useEffect, useRef, useState } from 'react';

const documentHeight = () => document.documentElement.scrollHeight;

/**
 * Whether the window has scrolled further than `offset` pixels (part 2 §2: the
 * page header collapses after 40 px), with the hysteresis a collapsing header
 * needs. Collapsing shortens the document; on a page barely taller than the
 * window the browser then pulls the scroll position back, and a plain
 * "scrollY > offset" would open the header again, lengthen the page, collapse
 * it, and so on, every frame. So once collapsed it opens again only at
 * `offset` minus what the document lost since it collapsed: a position the
 * pulled-back scroll can never reach by itself.
 */
export function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(() => window.scrollY > offset);
  const heightWhenCollapsing = useRef(0);
  const pastNow = useRef(past);
  useEffect(() => {
    const update = () => {
      let next: boolean;
      if (pastNow.current) {
        const shrunk = Math.max(0, heightWhenCollapsing.current - documentHeight());
        next = window.scrollY > Math.max(0, offset - shrunk);
      } else {
        next = window.scrollY > offset;
        if (next) heightWhenCollapsing.current = documentHeight();
      }
      pastNow.current = next;
      setPast(next);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);
  return past;
}
