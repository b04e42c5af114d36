import { useEffect } from 'react';

/**
 * Brings the section the address names (#terms, #privacy, #refunds, a topic's
 * id) into view once it is on the page, and moves the keyboard focus to it: the
 * registration forms open /explainer#terms in a new tab, before the page's text has loaded.
 */
export function useSectionFromHash(ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    const show = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const section = id ? document.getElementById(id) : null;
      if (!section) return;
      section.scrollIntoView?.({ block: 'start' });
      section.focus({ preventScroll: true });
    };
    show();
    window.addEventListener('hashchange', show);
    return () => window.removeEventListener('hashchange', show);
  }, [ready]);
}
