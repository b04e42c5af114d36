import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import AssessmentView from '../../src/web/AssessmentView.tsx';
import type { AssessmentConfig } from '../../src/schemas/assessmentConfig.ts';
import type { DeliveryState } from '../../src/calls/deliveryCalls.ts';
import { assessmentComponent, COURSE, fakeApi, LESSON, PAGE, PATH, renderWithApi } from './deliveryFixture.tsx';

const A = 'a'.repeat(24);
const B = 'b'.repeat(24);
const C = 'c'.repeat(24);

function show(overrides: Partial<AssessmentConfig>, state: Partial<DeliveryState> = {}) {
  const api = fakeApi({ [`GET ${PATH}`]: () => ({ state: 'initial', can_start: true, attempts_used: 0, attempts_allowed: 1, number_of_opens: 1, opens: 0, ...state }) });
  return renderWithApi(<AssessmentView component={assessmentComponent(overrides)} courseId={COURSE} lessonId={LESSON} pageId={PAGE} mode="presentation" />, api);
}

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('AssessmentView: the intro', () => {
  it('shows the instructions and the facts a student needs before starting', async () => {
    show(
      {
        instructions: 'Read each Question.\nThen answer.',
        items: [
          { id: A, points: 1 },
          { id: B, points: 2 },
          { id: C, points: 3 },
        ],
        time_limit: 4500,
        submission_attempts: 2,
        due_date: '2030-03-10T14:30:00.000Z',
      },
      { attempts_used: 1, attempts_allowed: 2 },
    );
    expect(screen.getByText(/Read each Question\./).textContent).toBe('Read each Question.\nThen answer.');
    expect(fact('Questions')).toBe('3 Questions');
    expect(fact('Points')).toBe('6');
    expect(fact('Time limit')).toBe('75 minutes');
    expect(fact('Attempts')).toBe('2');
    const due = screen.getByText(fact('Due')!, { selector: 'time' });
    expect(due.getAttribute('dateTime')).toBe('2030-03-10T14:30:00.000Z');
    expect(due.textContent).toContain('2030');
    expect(await screen.findByText('Used', { selector: 'dt' })).toBeTruthy();
    expect(fact('Used')).toBe('1');
    expect(screen.getByRole('button', { name: 'Start a new attempt' })).toBeTruthy();
  });

  it('counts the picked Questions only, in the singular for one', () => {
    show({ items: [{ id: A, points: 1 }, { id: B, points: 1 }], pickx: 1 });
    expect(fact('Questions')).toBe('1 Question');
    expect(fact('Points')).toBe('1');
  });

  it('shows unlimited attempts as the infinity symbol, Not Timed, and no due date when there is none or it is past 2197', () => {
    const { unmount } = show({ submission_attempts: 0, time_limit: 0 });
    expect(fact('Attempts')).toBe('∞Unlimited');
    expect(screen.getByText('∞').getAttribute('aria-hidden')).toBe('true');
    expect(fact('Time limit')).toBe('Not Timed');
    expect(screen.queryByText('Due')).toBeNull();
    unmount();
    show({ due_date: '2199-12-31T12:00:00.000Z' });
    expect(screen.queryByText('Due')).toBeNull();
  });

  it('says when there are no Questions yet, and shows no points then or when not graded', () => {
    const { unmount } = show({ items: [] });
    expect(fact('Questions')).toBe('No Questions yet');
    expect(screen.queryByText('Points')).toBeNull();
    unmount();
    show({ items: [{ id: A, points: 4 }], graded: false });
    expect(screen.queryByText('Points')).toBeNull();
  });
});
