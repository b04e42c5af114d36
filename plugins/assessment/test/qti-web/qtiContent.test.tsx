import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { ItemInput } from '../../src/web/delivery/items/ItemInput.tsx';
import { isAnswered } from '../../src/web/delivery/items/isAnswered.ts';
import { scopedCss } from '../../src/web/delivery/qti/scopedStylesheet.ts';
import { answerQti, qtiItem } from './qtiHarness.tsx';
import { fakeApi, renderWithApi } from '../delivery-web/deliveryFixture.tsx';
import * as fixtures from './qtiRenderFixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const axeClean = async (element: Element) => {
  const results = await axe.run(element, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
};

describe('QTI content in the browser', () => {
  it('keeps ruby and MathML as elements, shows only the candidate rubric, and lets nothing unsafe through', () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('p { color: green }')));
    const { view } = answerQti(fixtures.CONTENT);
    const root = view.container;
    expect(root.querySelector('ruby rt')?.textContent).toBe('kan');
    const math = root.querySelector('math')!;
    expect(math.namespaceURI).toBe('http://www.w3.org/1998/Math/MathML');
    expect(math.querySelector('mn')?.textContent).toBe('2');
    expect(screen.getByRole('note', { name: 'Instructions' }).textContent).toBe('Read the passage first.');
    expect(root.textContent).not.toContain('Scorer note');
    expect(root.querySelector('script, iframe, [onclick]')).toBeNull();
    expect(root.textContent).not.toContain('alert(2)');
    expect(screen.getByText('a link').getAttribute('href')).toBeNull();
    const intro = root.querySelector('p.intro') as HTMLElement;
    expect(intro.style.color).toBe('red');
    expect(intro.style.position).toBe('');
    expect(intro.style.background).toBe('');
  });

  it("scopes the item's stylesheet to the item and drops what loads or escapes", async () => {
    const fetch = vi.fn(async () => new Response('@import "evil.css"; p { color: green; background: url(x.png) } .box { position: fixed }'));
    vi.stubGlobal('fetch', fetch);
    const { view } = answerQti(fixtures.CONTENT);
    await waitFor(() => expect(view.container.querySelector('style')).not.toBeNull());
    expect(fetch).toHaveBeenCalledWith('/files/item.css', expect.objectContaining({ signal: expect.any(AbortSignal) }));
    const css = view.container.querySelector('style')!.textContent!;
    expect(css.startsWith('@scope ([data-qti-scope="qti"])')).toBe(true);
    expect(css).not.toMatch(/@import|url\(|fixed/);
    expect(view.container.querySelector('[data-qti-scope="qti"]')).not.toBeNull();
    expect(scopedCss('a{}</style><script>', 's')).not.toContain('</style>');
  });

  it('shows the shared stimuli beside the item, each a titled region', () => {
    answerQti(fixtures.EXTENDED, { stimuli: [{ id: 's1', title: 'The passage', html: '<p>Once upon a time.</p><script>alert(1)</script>' }] });
    const passage = screen.getByRole('region', { name: 'The passage' });
    expect(passage.textContent).toBe('The passageOnce upon a time.');
  });

  it('says so when the XML is not a QTI 3.0 item', () => {
    answerQti('<qti-assessment-item><broken></qti-assessment-item>');
    expect(screen.getByRole('alert').textContent).toBe('This Question could not be shown: its QTI is not a QTI 3.0 item.');
  });

  it('review: the review XML read-only with the response filled in, the feedback shown and the partial score', () => {
    const review = { xml: fixtures.MULTIPLE_CHOICE, review_xml: fixtures.REVIEW_XML, outcomes: { SCORE: 1.5, MAXSCORE: 3, FEEDBACK: 'PARTIAL' } };
    renderWithApi(<ItemInput item={qtiItem(review)} response={{ RESPONSE: ['P2', 'P4'] }} onChange={() => undefined} readOnly idPrefix="r" />, fakeApi({}));
    const group = screen.getByRole('group', { name: 'Pick the primes.' });
    expect(within(group).getByLabelText('2')).toHaveProperty('checked', true);
    expect(within(group).getByLabelText('4')).toHaveProperty('checked', true);
    expect(within(group).getByLabelText('5')).toHaveProperty('disabled', true);
    expect(screen.getByRole('note', { name: 'Feedback' }).textContent).toBe('Partly right: 4 is not prime.');
    expect(screen.getByRole('note', { name: 'Well tried' }).textContent).toBe('Review the definition of a prime.');
    expect(screen.getByText('Score on this Question: 1.5 of 3')).toBeTruthy();
  });

  it('counts an item answered only when every interaction that asks has a value', () => {
    const composite = qtiItem({ xml: fixtures.COMPOSITE });
    expect(isAnswered(composite, { CITY: 'P', WORD: 'Seine' })).toBe(false);
    expect(isAnswered(composite, { CITY: 'P', WORD: 'Seine', NUM: '2.1' })).toBe(true);
    expect(isAnswered(composite, { CITY: 'P', WORD: ' ', NUM: '2.1' })).toBe(false);
    expect(isAnswered(qtiItem({ xml: fixtures.MEDIA }), {})).toBe(false);
    expect(isAnswered(qtiItem({ xml: fixtures.END_ATTEMPT }), { HINT: 'true' })).toBe(false);
    expect(isAnswered(qtiItem({ xml: fixtures.ORDER }), { RESPONSE: ['E', 'M', 'V'] })).toBe(true);
  });
});

describe('QTI interactions are axe-clean (WCAG 2.1 AA)', () => {
  const cases = Object.entries(fixtures).filter(([, value]) => typeof value === 'string' && value.startsWith('<?xml')) as [string, string][];
  it.each(cases)('%s', async (_name, xml) => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('')));
    const { view } = answerQti(xml, { stimuli: [{ id: 's1', title: 'Passage', html: '<p>Text.</p>' }] });
    expect(await axeClean(view.container)).toEqual([]);
  });
});

describe('feedback outside a review', () => {
  it("the stored XML's feedback elements (grading, authoring) are not shown: only the review XML says which apply", () => {
    answerQti(fixtures.REVIEW_XML, { readOnly: true });
    expect(screen.queryByRole('note')).toBeNull();
    expect(document.body.textContent).not.toContain('Partly right');
  });
});
