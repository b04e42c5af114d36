import { useEffect } from 'react';
import { PAGE_TEXT_ATTRIBUTE, type PageDecoratorProps } from '@lms/sdk/web';
import { getGlossary, type GlossaryTerm } from '../../calls/glossaryCalls.ts';
import { GLOSSARY_CHANGED, useCallQuery } from '../serverData.ts';
import { dismissTipOnEscape, markTerms, unmarkTerms } from './termMarks.ts';
import './glossary.css';

const PAGE_TEXT = `[${PAGE_TEXT_ATTRIBUTE}]`;

/** Marks every page text of `root` (and keeps it marked as Views render or replace their text); undone on cleanup. */
function keepMarked(root: HTMLElement, terms: readonly GlossaryTerm[]): () => void {
  const markAll = () => {
    observer.disconnect();
    for (const text of root.querySelectorAll(PAGE_TEXT)) markTerms(text, terms);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
  };
  // Our own marks change the DOM too: the observer is off while marking, so it hears only the Views.
  const observer = new MutationObserver(markAll);
  markAll();
  root.addEventListener('keydown', dismissTipOnEscape);
  return () => {
    observer.disconnect();
    root.removeEventListener('keydown', dismissTipOnEscape);
    for (const text of root.querySelectorAll(PAGE_TEXT)) unmarkTerms(text);
  };
}

/** A page decorator: the course glossary's terms marked where they occur in the page's text, with their definitions. */
export default function GlossaryMarks({ root, courseId }: PageDecoratorProps) {
  const glossary = useCallQuery(getGlossary, { params: { courseId } }, { refetchOn: [GLOSSARY_CHANGED], staleTime: 60_000 });
  const terms = glossary.data?.enabled ? glossary.data.terms : undefined;
  useEffect(() => (terms && terms.length > 0 ? keepMarked(root, terms) : undefined), [root, terms]);
  return null;
}
