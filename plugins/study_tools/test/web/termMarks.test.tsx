import { describe, expect, it } from 'vitest';
import { termMatcher } from '../../src/web/glossary/termMatches.ts';
import { markTerms, unmarkTerms } from '../../src/web/glossary/termMarks.ts';

const TERMS = [
  { _id: 'a', term: 'cell', definition: 'The smallest unit of life.' },
  { _id: 'b', term: 'cell wall', definition: 'The layer around a plant cell.' },
  { _id: 'c', term: 'C++', definition: 'A language.' },
];

function page(html: string): HTMLElement {
  const root = document.createElement('article');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

const marked = (root: HTMLElement) => [...root.querySelectorAll('.study-tools-term__word')].map((word) => word.textContent);

describe('finding glossary terms in a text', () => {
  it('finds whole words only, whatever their case, the longer term first', () => {
    const find = termMatcher(TERMS);
    expect(find('A Cell, cells, cellular; the CELL   WALL of a cell.').map((match) => [match.start, match.end, match.entry._id])).toEqual([
      [2, 6, 'a'],
      [29, 40, 'b'],
      [46, 50, 'a'],
    ]);
    expect(find('Write C++ code').map((match) => match.entry._id)).toEqual(['c']);
    expect(find('überzelle cell_2 2cell')).toEqual([]);
    expect(termMatcher([])('cell')).toEqual([]);
  });
});

describe('marking glossary terms in page text', () => {
  it('marks each term as a focusable word described by its definition', () => {
    const root = page('<p>Every cell has a Cell wall.</p>');
    expect(markTerms(root, TERMS)).toBe(2);
    expect(marked(root)).toEqual(['cell', 'Cell wall']);
    const word = root.querySelector<HTMLElement>('.study-tools-term__word')!;
    expect(word.tabIndex).toBe(0);
    const tip = document.getElementById(word.getAttribute('aria-describedby')!)!;
    expect(tip.getAttribute('role')).toBe('tooltip');
    expect(tip.textContent).toBe('The smallest unit of life.');
    expect(root.querySelector('p')!.firstChild!.textContent).toBe('Every ');
  });

  it('leaves links, code and form controls alone', () => {
    const root = page('<p><a href="/x">cell</a> <code>cell</code> <pre>cell</pre> <button>cell</button> <strong>cell</strong></p>');
    markTerms(root, TERMS);
    expect(marked(root)).toEqual(['cell']);
    expect(root.querySelector('strong .study-tools-term')).not.toBeNull();
    expect(root.querySelector('a')!.innerHTML).toBe('cell');
  });

  it('marks nothing twice when run again, and unmarks back to the original text', () => {
    const html = '<p>One cell, two <em>cells</em>, a cell wall.</p>';
    const root = page(html);
    markTerms(root, TERMS);
    expect(markTerms(root, TERMS)).toBe(0);
    expect(marked(root)).toEqual(['cell', 'cell wall']);
    unmarkTerms(root);
    expect(root.innerHTML).toBe(html);
    expect(root.querySelector('p')!.childNodes).toHaveLength(3);
  });

  it('gives each mark its own tooltip id', () => {
    const root = page('<p>cell cell cell</p>');
    markTerms(root, TERMS);
    const ids = [...root.querySelectorAll('[role="tooltip"]')].map((tip) => tip.id);
    expect(new Set(ids).size).toBe(3);
  });
});
