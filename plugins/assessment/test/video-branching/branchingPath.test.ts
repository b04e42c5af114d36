import { describe, expect, it } from 'vitest';
import { DEFAULT_ASSESSMENT_CONFIG, type AssessmentConfig } from '../../src/schemas/assessmentConfig.ts';
import { advancedPath, attemptOnPath, currentItemId, nextStep, pathOf, type PathStep } from '../../src/server/delivery/branching/branchingPath.ts';
import type { AttemptRow } from '../../src/server/delivery/AttemptStore.ts';
import type { DeliveredItem } from '../../src/server/delivery/deliveredItems.ts';

const A = 'a'.repeat(24);
const B = 'b'.repeat(24);
const C = 'c'.repeat(24);

const item = (id: string, points: number): DeliveredItem => ({ id, type: 'true_false', points, content: { correct: true }, title: '', prompt: '' });
const ITEMS = [item(A, 1), item(B, 2), item(C, 3)];

const config: AssessmentConfig = {
  ...DEFAULT_ASSESSMENT_CONFIG,
  sub_type: 'branching',
  items: ITEMS.map(({ id, points }) => ({ id, points })),
  adaptive: { [A]: { correct: C, incorrect: B }, [B]: { correct: C, incorrect: 'end' }, [C]: { correct: 'end', incorrect: A } },
};

const attempt = (path: PathStep[] | null, responses: Record<string, unknown> = {}) => ({ items: ITEMS, responses, path }) as unknown as AttemptRow;

describe('nextStep', () => {
  it('takes the correct step for a right answer or one waiting for a person, the incorrect step otherwise', () => {
    const path = [{ item_id: A }];
    expect(nextStep(config, A, true, path, ITEMS)).toBe(C);
    expect(nextStep(config, A, null, path, ITEMS)).toBe(C);
    expect(nextStep(config, A, false, path, ITEMS)).toBe(B);
    expect(nextStep(config, B, false, [{ item_id: A }, { item_id: B }], ITEMS)).toBe('end');
  });

  it('ends at a step to a passed item, an item not delivered, or a missing step', () => {
    expect(nextStep(config, C, false, [{ item_id: A }, { item_id: C }], ITEMS)).toBe('end');
    expect(nextStep(config, A, true, [{ item_id: A }], [ITEMS[0]!, ITEMS[1]!])).toBe('end');
    expect(nextStep({ ...config, adaptive: {} }, A, true, [{ item_id: A }], ITEMS)).toBe('end');
  });
});

describe('the path', () => {
  it('starts at the first delivered item and keeps the response each item was passed with', () => {
    const started = pathOf(attempt(null));
    expect(started).toEqual([{ item_id: A }]);
    const on = advancedPath(started, 'x', B);
    expect(on).toEqual([{ item_id: A, response: 'x' }, { item_id: B }]);
    expect(currentItemId(on)).toBe(B);
    const ended = advancedPath(on, undefined, 'end');
    expect(ended).toEqual([{ item_id: A, response: 'x' }, { item_id: B }, { item_id: 'end' }]);
    expect(currentItemId(ended)).toBeNull();
  });

  it("shows and scores a branching quiz's path only: kept responses for passed items, saved ones for the current", () => {
    const path = [{ item_id: A, response: false }, { item_id: C }];
    const shown = attemptOnPath(config, attempt(path, { [A]: true, [B]: true, [C]: true }));
    expect(shown.items.map((entry) => entry.id)).toEqual([A, C]);
    expect(shown.responses).toEqual({ [A]: false, [C]: true });
    expect(shown.path).toEqual([A, C]);
  });

  it('leaves other quizzes whole', () => {
    const shown = attemptOnPath({ ...config, sub_type: null }, attempt(null, { [B]: true }));
    expect(shown).toEqual({ items: ITEMS, responses: { [B]: true }, path: null });
  });
});
