import { useLayoutEffect, useRef, type MouseEvent } from 'react';
import type { BookLocation } from './epub/bookTypes.ts';
import { LINK_CHAPTER, LINK_FRAGMENT } from './epub/renderChapter.ts';

interface ChapterTextProps {
  /** The sanitised chapter, or null when the book lacks it. */
  content: DocumentFragment | null;
  idPrefix: string;
  /** Where in the chapter to be; a new value (even an equal one) goes there again. */
  place: BookLocation & { moved: boolean };
  /** Text size, as a multiple of the page's. */
  scale: number;
  onFollow(location: BookLocation): void;
}

function offsetWithin(target: Element, pane: Element): number {
  return target.getBoundingClientRect().top - pane.getBoundingClientRect().top + pane.scrollTop;
}

/**
 * The chapter in a scrolling pane. Its nodes are put in place directly: they
 * are the sanitised chapter's own, never serialised and parsed again. When the reader moved
 * here, focus goes to the place (else the chapter's first heading), so screen
 * readers start reading there.
 */
export function ChapterText({ content, idPrefix, place, scale, onFollow }: ChapterTextProps) {
  const paneRef = useRef<HTMLElement>(null);
  const textRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    textRef.current?.replaceChildren(...(content ? [content.cloneNode(true)] : []));
  }, [content]);

  useLayoutEffect(() => {
    const pane = paneRef.current;
    const text = textRef.current;
    if (!pane || !text) return;
    const target = place.fragment ? text.ownerDocument.getElementById(`${idPrefix}${place.fragment}`) : null;
    pane.scrollTop = target && text.contains(target) ? offsetWithin(target, pane) : 0;
    if (!place.moved) return;
    const focusTarget = (target && text.contains(target) ? target : text.querySelector('h1, h2, h3, h4, h5, h6')) ?? pane;
    if (focusTarget !== pane) focusTarget.setAttribute('tabindex', '-1');
    (focusTarget as HTMLElement).focus();
  }, [place, content, idPrefix]);

  const follow = (event: MouseEvent) => {
    const link = (event.target as Element).closest(`a[${LINK_CHAPTER}]`);
    if (!link) return;
    event.preventDefault();
    onFollow({ chapter: Number(link.getAttribute(LINK_CHAPTER)), fragment: link.getAttribute(LINK_FRAGMENT) ?? '' });
  };

  return (
    // The pane scrolls, so it takes focus (and the arrow keys) like any scrolling region.
    <article ref={paneRef} className="lms-e-reader-text" tabIndex={0} aria-label="Chapter text" style={{ fontSize: `${scale}em` }} onClick={follow}>
      {content === null && <p className="lms-e-reader-note">This chapter could not be read: the book does not contain it.</p>}
      <div ref={textRef} />
    </article>
  );
}
