import { describe, expect, it } from 'vitest';
import { DEFAULT_ASSESSMENT_CONFIG, type AssessmentConfig } from '../../src/schemas/assessmentConfig.ts';
import { activityState } from '../../src/server/delivery/activityState.ts';
import { attemptDeadline, maySave, submitTiming } from '../../src/server/delivery/attemptTiming.ts';
import { contentToAnswer, deliverItems, type BankItem, type DeliveredItem } from '../../src/server/delivery/deliveredItems.ts';
import { reviewVisibility } from '../../src/server/delivery/reviewVisibility.ts';
import { SAMPLE_DEFINITIONS } from '../itemSamples.ts';

const NOW = new Date('2030-03-01T12:00:00.000Z');
const before = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();
const after = (seconds: number) => new Date(NOW.getTime() + seconds * 1000).toISOString();
const config = (overrides: Partial<AssessmentConfig> = {}): AssessmentConfig => ({ ...DEFAULT_ASSESSMENT_CONFIG, ...overrides });
const student = (used: number, running: { opens: number } | null = null) => ({ now: NOW, professor: false, running, used });
const PREVENTED = 'Hmmm, we are actually preventing you from submitting this as your maximum attempts have been reached or the assessment is now closed';

describe('activityState (part 2 §4 states)', () => {
  it('is initial before any attempt and resume while one runs', () => {
    expect(activityState(config(), student(0))).toMatchObject({ state: 'initial', can_start: true, attempts_used: 0, attempts_allowed: 1, number_of_opens: 1 });
    expect(activityState(config(), student(0, { opens: 1 }))).toMatchObject({ state: 'resume', can_start: true });
  });

  it('blocks before the open date with the date', () => {
    expect(activityState(config({ open_date: '2030-03-02T09:05:00.000Z' }), student(0))).toMatchObject({
      state: 'blocked',
      reason: 'not_open',
      message: 'The assessment will be available on 03/02/2030 09:05',
    });
  });

  it('shows the review when attempts are used up only if responses show immediately or after max attempts', () => {
    expect(activityState(config({ show_responses: 'immediately' }), student(1))).toMatchObject({ state: 'review', can_start: false });
    expect(activityState(config({ show_responses: 'after_max_attempts' }), student(1))).toMatchObject({ state: 'review', can_start: false });
    expect(activityState(config({ show_responses: 'never' }), student(1))).toMatchObject({ state: 'blocked', reason: 'attempts', message: PREVENTED });
    expect(activityState(config({ submission_attempts: 0, show_responses: 'never' }), student(9))).toMatchObject({ state: 'initial', can_start: true });
  });

  it('after the close date reviews when responses show, else blocks', () => {
    const closed = { submission_attempts: 3, close_date: before(60) };
    expect(activityState(config({ ...closed, show_responses: 'immediately' }), student(1))).toMatchObject({ state: 'review', can_start: false });
    expect(activityState(config({ ...closed, show_responses: 'immediately' }), student(0))).toMatchObject({ state: 'blocked', reason: 'closed', message: PREVENTED });
    expect(activityState(config({ ...closed, show_responses: 'never' }), student(1))).toMatchObject({ state: 'blocked', reason: 'closed' });
  });

  it('follows the action code on opening again', () => {
    const many = { submission_attempts: 3 };
    expect(activityState(config({ ...many, number_of_opens: 0 }), student(1))).toMatchObject({ state: 'blocked', reason: 'no_reopen' });
    expect(activityState(config({ ...many, number_of_opens: 0 }), student(0, { opens: 1 }))).toMatchObject({ state: 'blocked', reason: 'no_reopen' });
    expect(activityState(config({ ...many, number_of_opens: 2 }), student(1))).toMatchObject({ state: 'initial', can_start: true });
    expect(activityState(config({ ...many, number_of_opens: 3 }), student(1))).toMatchObject({ state: 'review', can_start: true });
  });

  it('limits re-opening a running attempt to resume_max_attempts', () => {
    expect(activityState(config({ resume_max_attempts: 1 }), student(0, { opens: 1 }))).toMatchObject({ state: 'resume' });
    expect(activityState(config({ resume_max_attempts: 1 }), student(0, { opens: 2 }))).toMatchObject({ state: 'blocked', reason: 'no_reopen' });
  });

  it('lets professors preview whatever the dates and attempts', () => {
    const shut = config({ open_date: after(3600), show_responses: 'never' });
    expect(activityState(shut, { now: NOW, professor: true, running: null, used: 5 })).toMatchObject({ state: 'initial', can_start: true });
  });
});

describe('reviewVisibility', () => {
  const moment = (overrides: Partial<{ now: Date; attemptsExhausted: boolean; professor: boolean }> = {}) => ({ now: NOW, attemptsExhausted: false, professor: false, ...overrides });

  it('shows immediately, never, after due, after close, after max attempts', () => {
    const dated = { due_date: before(1), close_date: after(1) };
    expect(reviewVisibility(config({ ...dated, show_responses: 'immediately', show_correct_answers: 'after_due_date' }), moment())).toEqual({ score: true, responses: true, correct_answers: true });
    expect(reviewVisibility(config({ ...dated, show_responses: 'after_close_date', show_correct_answers: 'after_close_date' }), moment())).toEqual({ score: false, responses: false, correct_answers: false });
    expect(reviewVisibility(config({ ...dated, show_responses: 'after_close_date' }), moment({ now: new Date(after(2)) })).responses).toBe(true);
    expect(reviewVisibility(config({ show_responses: 'after_max_attempts' }), moment()).responses).toBe(false);
    expect(reviewVisibility(config({ show_responses: 'after_max_attempts' }), moment({ attemptsExhausted: true })).responses).toBe(true);
    expect(reviewVisibility(config({ show_responses: 'never', show_correct_answers: 'never' }), moment()).correct_answers).toBe(false);
  });

  it('shows correct answers at the first of the two with a combination', () => {
    const combo = config({ due_date: after(60), show_correct_answers: 'after_due_date_or_max_attempts' });
    expect(reviewVisibility(combo, moment()).correct_answers).toBe(false);
    expect(reviewVisibility(combo, moment({ attemptsExhausted: true })).correct_answers).toBe(true);
    expect(reviewVisibility(combo, moment({ now: new Date(after(61)) })).correct_answers).toBe(true);
    const closeCombo = config({ close_date: after(60), show_correct_answers: 'after_close_date_or_max_attempts' });
    expect(reviewVisibility(closeCombo, moment()).correct_answers).toBe(false);
    expect(reviewVisibility(closeCombo, moment({ now: new Date(after(60)) })).correct_answers).toBe(true);
  });

  it('hides the score (0), shows it with the responses (1), or at once (2)', () => {
    const hidden = { show_responses: 'never' as const };
    expect(reviewVisibility(config({ ...hidden, show_score: 2 }), moment()).score).toBe(true);
    expect(reviewVisibility(config({ ...hidden, show_score: 1 }), moment()).score).toBe(false);
    expect(reviewVisibility(config({ show_responses: 'immediately', show_score: 0 }), moment()).score).toBe(false);
  });

  it('shows professors everything', () => {
    expect(reviewVisibility(config({ show_score: 0, show_responses: 'never' }), moment({ professor: true }))).toEqual({ score: true, responses: true, correct_answers: true });
  });
});

describe('attempt timing', () => {
  it('ends at the time limit, or the close date if sooner, and never when untimed', () => {
    expect(attemptDeadline(NOW, 900, null)?.toISOString()).toBe(after(900));
    expect(attemptDeadline(NOW, 900, after(300))?.toISOString()).toBe(after(300));
    expect(attemptDeadline(NOW, 0, after(300))).toBeNull();
  });

  it('saves until the deadline and the close date plus 5 s', () => {
    const deadline = new Date(after(0));
    expect(maySave(new Date(after(5)), deadline, null)).toBe(true);
    expect(maySave(new Date(after(6)), deadline, null)).toBe(false);
    expect(maySave(new Date(after(6)), null, after(0))).toBe(false);
    expect(maySave(new Date(after(6)), null, null)).toBe(true);
  });

  it('refuses after the close date, takes a timed-out attempt at its deadline, and counts lateness from the due date', () => {
    expect(submitTiming(new Date(after(6)), null, { due_date: null, close_date: after(0) })).toEqual({ accepted: false });
    const timedOut = submitTiming(new Date(after(3600)), new Date(after(0)), { due_date: before(90), close_date: null });
    expect(timedOut).toEqual({ accepted: true, timedOut: true, effectiveAt: new Date(after(0)), lateSeconds: 90 });
    expect(submitTiming(NOW, null, { due_date: after(10), close_date: null })).toMatchObject({ accepted: true, timedOut: false, lateSeconds: 0 });
  });
});

describe('delivered items', () => {
  const bank = new Map<string, BankItem>(
    (['single_choice', 'ordering', 'matching', 'fill_blanks', 'short_text'] as const).map((type) => [type, { id: type, title: type, prompt: '<p>?</p>', ...SAMPLE_DEFINITIONS[type] } as BankItem]),
  );
  const entries = [...bank.keys()].map((id) => ({ id, points: 2 }));

  it('delivers all in order, or pickx at random, or scrambled, at the assessment points', () => {
    expect(deliverItems(entries, bank, { pickx: 0, scramble: false }).map((item) => [item.id, item.points])).toEqual(entries.map((entry) => [entry.id, 2]));
    const picked = deliverItems(entries, bank, { pickx: 2, scramble: false });
    expect(picked).toHaveLength(2);
    expect(entries.map((entry) => entry.id).filter((id) => picked.some((item) => item.id === id))).toEqual(picked.map((item) => item.id));
    const orders = new Set(Array.from({ length: 30 }, () => deliverItems(entries, bank, { pickx: 0, scramble: true }).map((item) => item.id).join()));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('strips the right answers by type', () => {
    const delivered = new Map(deliverItems(entries, bank, { pickx: 0, scramble: false }).map((item) => [item.id, item] as [string, DeliveredItem]));
    const shown = (id: string) => contentToAnswer(delivered.get(id)!).content;
    expect(shown('single_choice')).toEqual({ choices: [{ id: 'a', text: 'Lyon' }, { id: 'b', text: 'Paris' }, { id: 'c', text: 'Nice' }] });
    expect(shown('short_text')).toEqual({});
    expect(shown('fill_blanks')).toEqual({ template: expect.stringContaining('{{temp}}'), blanks: [{ id: 'temp' }, { id: 'cold' }] });
    expect(shown('matching')).toEqual({ prompts: [{ id: 'fr', text: 'France' }, { id: 'it', text: 'Italy' }], options: expect.any(Array) });
    const ordering = shown('ordering') as { entries: { id: string }[] };
    expect(ordering.entries.map((entry) => entry.id).sort()).toEqual(['e', 'm', 'v']);
    expect(JSON.stringify([...delivered.values()].map((item) => contentToAnswer(item).content))).not.toMatch(/"correct"|"answers"|"match"/);
  });
});
