import type { GlossaryTerm } from '../../calls/glossaryCalls.ts';
import { termMatcher } from './termMatches.ts';

export const TERM_CLASS = 'study-tools-term';
const WORD_CLASS = 'study-tools-term__word';
const TIP_CLASS = 'study-tools-term__tip';

/** Text inside these is never marked: links and controls already act on a click or a key, code is literal. */
const SKIPPED = 'a, button, code, pre, kbd, samp, script, style, textarea, select, option, label, input, svg, math, [contenteditable]';

let nextTipId = 0;

/**
 * Marks each glossary term found in the text under `root` as a focusable word
 * described by its definition (a tooltip shown on hover or focus, read out as
 * the word's description). Already-marked text is left alone, so it can run
 * again after the text changed. Answers how many terms it marked.
 */
export function markTerms(root: Element, terms: readonly GlossaryTerm[]): number {
  const find = termMatcher(terms);
  const document = root.ownerDocument;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest(`${SKIPPED}, .${TERM_CLASS}`) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  let marked = 0;
  for (const text of texts) {
    const matches = find(text.data);
    // From the end, so the earlier offsets stay valid while the node is split.
    for (const match of matches.reverse()) {
      const word = text.splitText(match.start);
      word.splitText(match.end - match.start);
      word.replaceWith(termMark(document, word.data, match.entry.definition));
      marked += 1;
    }
  }
  return marked;
}

function termMark(document: Document, word: string, definition: string): HTMLElement {
  const id = `study-tools-term-${(nextTipId += 1)}`;
  const mark = document.createElement('span');
  mark.className = TERM_CLASS;
  const focusable = document.createElement('span');
  focusable.className = WORD_CLASS;
  focusable.tabIndex = 0;
  focusable.setAttribute('aria-describedby', id);
  focusable.textContent = word;
  const tip = document.createElement('span');
  tip.className = TIP_CLASS;
  tip.id = id;
  tip.setAttribute('role', 'tooltip');
  tip.textContent = definition;
  mark.append(focusable, tip);
  return mark;
}

/** Takes every mark out again, leaving the text as it was. */
export function unmarkTerms(root: Element): void {
  for (const mark of root.querySelectorAll(`.${TERM_CLASS}`)) {
    const word = mark.querySelector(`.${WORD_CLASS}`)?.textContent ?? '';
    const parent = mark.parentNode;
    mark.replaceWith(root.ownerDocument.createTextNode(word));
    parent?.normalize();
  }
}

/** Escape hides the tooltip of the focused term until it loses the focus or the pointer (WCAG 1.4.13 dismissible). */
export function dismissTipOnEscape(event: KeyboardEvent): void {
  if (event.key !== 'Escape' || !(event.target instanceof Element)) return;
  const mark = event.target.closest(`.${TERM_CLASS}`);
  if (!mark) return;
  mark.classList.add(`${TERM_CLASS}--dismissed`);
  const restore = () => mark.classList.remove(`${TERM_CLASS}--dismissed`);
  mark.addEventListener('focusout', restore, { once: true });
  mark.addEventListener('mouseleave', restore, { once: true });
}
