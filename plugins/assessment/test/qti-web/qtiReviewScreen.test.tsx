import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ReviewScreen } from '../../src/web/delivery/ReviewScreen.tsx';
import { DEFAULT_ASSESSMENT_CONFIG } from '../../src/schemas/assessmentConfig.ts';
import type { AttemptReview } from '../../src/calls/deliveryCalls.ts';
import { COMPONENT, COURSE, fakeApi, NOW, PATH, renderWithApi } from '../delivery-web/deliveryFixture.tsx';
import { qtiItem } from './qtiHarness.tsx';
import { MULTIPLE_CHOICE, REVIEW_XML } from './qtiRenderFixtures.ts';

describe('a QTI item in the review screen', () => {
  it('shows the response read-only, the feedback the outcomes show, partial credit, and the right answer', async () => {
    const item = qtiItem({ xml: MULTIPLE_CHOICE, review_xml: REVIEW_XML, outcomes: { SCORE: 1.5, MAXSCORE: 3, FEEDBACK: 'PARTIAL' }, correct_response: { RESPONSE: ['P2', 'P5'] } });
    const review: AttemptReview = {
      _id: 'r1',
      number: 1,
      submitted_at: NOW,
      late_seconds: 0,
      visible: { score: true, responses: true, correct_answers: true },
      score: 1.5,
      max_score: 3,
      status: 'graded',
      items: [item],
      responses: { [item.id]: { RESPONSE: ['P2', 'P4'] } },
      results: { [item.id]: { score: 1.5, max_score: 3, correct: false } },
    };
    const api = fakeApi({ [`GET ${PATH}review/`]: () => review });
    renderWithApi(<ReviewScreen courseId={COURSE} componentId={COMPONENT} config={{ ...DEFAULT_ASSESSMENT_CONFIG, inline: 2 }} canStart={false} onStart={vi.fn()} onClose={vi.fn()} />, api);
    const question = within(await screen.findByRole('article', { name: 'Question 1' }));
    expect(question.getByText('Partly correct, 1.5 of 3 points')).toBeTruthy();
    const given = question.getByRole('group', { name: 'Pick the primes.' });
    expect(within(given).getByLabelText('4')).toHaveProperty('checked', true);
    expect(within(given).getByLabelText('4')).toHaveProperty('disabled', true);
    expect(question.getByRole('note', { name: 'Feedback' }).textContent).toBe('Partly right: 4 is not prime.');
    expect(question.getByText('Score on this Question: 1.5 of 3')).toBeTruthy();
    const right = within(question.getByRole('region', { name: 'Right answer' }));
    expect(right.getByLabelText('5')).toHaveProperty('checked', true);
    expect(right.getByLabelText('4')).toHaveProperty('checked', false);
  });
});
