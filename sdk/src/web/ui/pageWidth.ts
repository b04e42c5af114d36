import './page.css';

/** The page width scale every screen uses (see page.css). */
export type PageWidth = 'narrow' | 'medium' | 'wide' | 'full';

/** The classes that give a screen's outer element its width on the scale, centred, with the page's padding. */
export function pageClass(width: PageWidth): string {
  return `lms-page lms-page--${width}`;
}
