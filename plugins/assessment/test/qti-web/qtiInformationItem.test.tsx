import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { isAnswered } from '../../src/web/delivery/items/isAnswered.ts';
import { ReviewScreen } from '../../src/web/delivery/ReviewScreen.tsx';
import { DEFAULT_ASSESSMENT_CONFIG } from '../../src/schemas/assessmentConfig.ts';
import type { AttemptReview } from '../../src/calls/deliveryCalls.ts';
import { COMPONENT, COURSE, fakeApi, NOW, PATH, renderWithApi } from '../delivery-web/deliveryFixture.tsx';
import { answerQti, qtiItem } from './qtiHarness.tsx';
import { CHOICE, INFORMATION } from './qtiRenderFixtures.ts';

const axeViolations = async (element: Element) => {
  const results = await axe.run(element, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => violation.id);
};

describe('a QTI information item in the browser', () => {
  it('shows its content, its rubric for the candidate and the passage, with nothing to answer, axe-clean', async () => {
    const { view, changes } = answerQti(INFORMATION, { stimuli: [{ id: 's1', title: 'The river', html: '<p>A long river.</p>' }] });
    const root = view.container;
    expect(screen.getByRole('note', { name: 'Instructions' }).textContent).toBe('You have 20 minutes for this section.');
    expect(screen.getByText('Read about the river before the questions.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'The river at dawn' })).toBeTruthy();
    expect(root.querySelector('math msup')?.textContent).toBe('104');
    expect(screen.getByRole('region', { name: 'The river' }).textContent).toContain('A long river.');
    expect(root.querySelector('input, textarea, select, button')).toBeNull();
    expect(changes).not.toHaveBeenCalled();
    expect(await axeViolations(root)).toEqual([]);
  });

  it('is never listed as unanswered, while a question without a response is', () => {
    expect(isAnswered(qtiItem({ xml: INFORMATION }), undefined)).toBe(true);
    expect(isAnswered(qtiItem({ xml: CHOICE }), undefined)).toBe(false);
  });

  it('says "Nothing to answer" in review, not "Not correct, 0 of 0", and offers no try again', async () => {
    const reading = { ...qtiItem({ xml: INFORMATION, review_xml: INFORMATION, outcomes: { SCORE: 0 } }), id: 'info', points: 0 };
    const question = { ...qtiItem({ xml: CHOICE, review_xml: CHOICE, outcomes: { SCORE: 0 } }), id: 'q2' };
    const review: AttemptReview = {
      _id: 'r1',
      number: 1,
      submitted_at: NOW,
      late_seconds: 0,
      visible: { score: true, responses: true, correct_answers: false },
      score: 0,
      max_score: 3,
      status: 'graded',
      items: [reading, question],
      responses: { q2: { RESPONSE: 'C' } },
      results: { info: { score: 0, max_score: 0, correct: false }, q2: { score: 0, max_score: 3, correct: false } },
    };
    const api = fakeApi({ [`GET ${PATH}review/`]: () => review });
    renderWithApi(<ReviewScreen courseId={COURSE} componentId={COMPONENT} config={{ ...DEFAULT_ASSESSMENT_CONFIG, inline: 1 }} canStart={false} onStart={vi.fn()} onClose={vi.fn()} />, api);
    const first = within(await screen.findByRole('article', { name: 'Question 1' }));
    expect(first.getByText('Nothing to answer')).toBeTruthy();
    expect(first.queryByText(/Not correct/)).toBeNull();
    expect(first.queryByRole('button', { name: 'Try again' })).toBeNull();
    const second = within(screen.getByRole('article', { name: 'Question 2' }));
    expect(second.getByText('Not correct, 0 of 3 points')).toBeTruthy();
    expect(second.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
