import { useEffect, useState } from 'react';

/** Whether the window has scrolled further than `offset` pixels (part 2 §2: the page header collapses after 40 px). */
export function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(() => window.scrollY > offset);
  useEffect(() => {
    const update = () => setPast(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);
  return past;
}
