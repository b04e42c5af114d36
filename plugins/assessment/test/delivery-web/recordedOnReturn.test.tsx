import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import AssessmentView from '../../src/web/AssessmentView.tsx';
import type { DeliveryState } from '../../src/calls/deliveryCalls.ts';
import { assessmentComponent, COURSE, fakeApi, LESSON, NOW, PAGE, PATH, renderWithApi } from './deliveryFixture.tsx';

const stateOf = (overrides: Partial<DeliveryState> = {}): DeliveryState => ({ state: 'review', can_start: false, attempts_used: 1, attempts_allowed: 1, number_of_opens: 1, opens: 0, ...overrides });

function showOnReturn(recorded: DeliveryState['recorded'], professorView = false) {
  const api = fakeApi({ [`GET ${PATH}`]: () => stateOf(recorded ? { recorded } : {}) });
  renderWithApi(<AssessmentView component={assessmentComponent()} courseId={COURSE} lessonId={LESSON} pageId={PAGE} mode="presentation" professorView={professorView} />, api);
}

describe('AssessmentView: the recorded score on return', () => {
  it('shows the latest attempt’s recorded score and its state when the student comes back', async () => {
    showOnReturn({ number: 1, submitted_at: NOW, status: 'graded', score: 5, max_score: 7 });
    expect(await screen.findByText('Score recorded')).toBeTruthy();
    expect(screen.getByText('Your score: 5 of 7')).toBeTruthy();
  });

  it('reads as pending while a Question waits for a person: never a final “5 of 7”', async () => {
    showOnReturn({ number: 1, submitted_at: NOW, status: 'needs_grading', score: 5, max_score: 7 });
    expect(await screen.findByText('Submitted successfully -- but still waiting for scoring')).toBeTruthy();
    expect(screen.queryByText(/5 of 7/)).toBeNull();
  });

  it('says the score is recorded without a number when show_score hides it', async () => {
    showOnReturn({ number: 2, submitted_at: NOW, status: 'graded' });
    expect(await screen.findByText('Score recorded')).toBeTruthy();
    expect(screen.queryByText(/Your score/)).toBeNull();
  });

  it('says the score is delayed when the ledger has recorded the submission without one', async () => {
    showOnReturn({ number: 1, submitted_at: NOW, status: 'submitted' });
    expect(await screen.findByText(/We successfully recorded your submission/)).toBeTruthy();
  });

  it('says nothing before the first submit', async () => {
    showOnReturn(undefined);
    expect(await screen.findByRole('button', { name: 'Review' })).toBeTruthy();
    expect(screen.queryByText('Score recorded')).toBeNull();
  });

  it('says nothing to a professor, whose attempts are previews recorded nowhere', async () => {
    showOnReturn({ number: 1, submitted_at: NOW, status: 'preview', score: 3, max_score: 7 }, true);
    expect(await screen.findByRole('button', { name: 'Review' })).toBeTruthy();
    expect(screen.queryByText('Score recorded')).toBeNull();
  });
});
