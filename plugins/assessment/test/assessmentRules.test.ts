import { describe, expect, it } from 'vitest';
import { DEFAULT_ASSESSMENT_CONFIG, type AssessmentConfig } from '../src/schemas/assessmentConfig.ts';
import { ASSESSMENT_MESSAGES as SPEC, ASSESSMENT_RULE_MESSAGES as OURS } from '../src/schemas/assessmentMessages.ts';
import { assessmentConfigErrors, assessmentMaxScore, normaliseAssessmentConfig } from '../src/schemas/assessmentRules.ts';

const A = 'a'.repeat(24);
const B = 'b'.repeat(24);
const C = 'c'.repeat(24);
const JAN = '2030-01-10T10:00:00.000Z';
const FEB = '2030-02-10T10:00:00.000Z';
const MAR = '2030-03-10T10:00:00.000Z';

const config = (overrides: Partial<AssessmentConfig> = {}): AssessmentConfig => ({ ...DEFAULT_ASSESSMENT_CONFIG, ...overrides });
const errors = (overrides: Partial<AssessmentConfig>) => assessmentConfigErrors(config(overrides));

describe('the defaults', () => {
  it('break no rule', () => {
    expect(assessmentConfigErrors(DEFAULT_ASSESSMENT_CONFIG)).toEqual([]);
  });
});

describe('dates (part 2 §5, part 3 §5)', () => {
  it('accepts dates in order, equal dates and missing ones', () => {
    expect(errors({ open_date: JAN, due_date: FEB, close_date: MAR })).toEqual([]);
    expect(errors({ open_date: FEB, due_date: FEB, close_date: FEB })).toEqual([]);
    expect(errors({ open_date: MAR, due_date: null, close_date: null })).toEqual([]);
    expect(errors({ due_date: JAN })).toEqual([]);
  });

  it.each([
    [{ open_date: FEB, due_date: JAN }, 'open_date'],
    [{ open_date: MAR, close_date: FEB }, 'open_date'],
    [{ due_date: MAR, close_date: FEB }, 'due_date'],
    [{ open_date: JAN, due_date: MAR, close_date: FEB }, 'due_date'],
  ])('refuses %j out of order', (dates, field) => {
    expect(errors(dates)).toEqual([{ field, message: 'Please order your dates sensibly' }]);
  });

  it.each([
    ['open_date', '1969-12-31T23:00:00.000Z', 'Please check your date format (MM/DD/YYYY HH:MI) for Open date'],
    ['due_date', '2200-01-01T10:00:00.000Z', 'Please check your date format (MM/DD/YYYY HH:MI) for Due date'],
    ['close_date', '1900-05-01T10:00:00.000Z', 'Please check your date format (MM/DD/YYYY HH:MI) for Close date'],
  ] as const)('refuses a %s outside 1970 to 2199', (field, date, message) => {
    expect(errors({ [field]: date })).toContainEqual({ field, message });
  });

  it('takes the years 1970 and 2199 themselves', () => {
    expect(errors({ open_date: '1970-06-01T00:00:00.000Z', close_date: '2199-12-31T00:00:00.000Z' })).toEqual([]);
  });
});

describe('auto-accept policy', () => {
  it.each([
    [{ penalty: 10, per: 86400, max: 50 }],
    [{ penalty: 10, per: 3600, max: 100 }],
    [{ penalty: 30, per: 604800, max: 100 }],
    [{ penalty: 25, per: 86400, max: 75 }],
    [{ penalty: 0, per: 86400, max: 0 }],
    [{ penalty: 0, per: 86400, max: 40 }],
    [{ penalty: 7, per: 86400, max: 0 }],
  ] as const)('accepts %j', (policy) => {
    expect(errors({ policy })).toEqual([]);
  });

  it.each([[{ penalty: 30, per: 86400, max: 50 }], [{ penalty: 15, per: 3600, max: 20 }], [{ penalty: 40, per: 604800, max: 90 }]] as const)(
    'refuses %j, whose max is neither 100 nor a multiple of the penalty',
    (policy) => {
      expect(errors({ policy })).toEqual([{ field: 'policy', message: SPEC.policy }]);
    },
  );
});

describe('visibility settings', () => {
  it.each([
    [{ show_responses: 'after_close_date' }, 'show_responses', 'Without a close date, we cannot show responses after that.'],
    [{ show_responses: 'after_due_date' }, 'show_responses', 'Without a due date, we cannot show responses after that.'],
    [{ show_responses: 'after_max_attempts', submission_attempts: 0 }, 'show_responses', OURS.responsesNeedMax],
    [{ show_correct_answers: 'after_close_date' }, 'show_correct_answers', OURS.correctNeedClose],
    [{ show_correct_answers: 'after_close_date_or_max_attempts' }, 'show_correct_answers', OURS.correctNeedClose],
    [{ show_correct_answers: 'after_due_date' }, 'show_correct_answers', OURS.correctNeedDue],
    [{ show_correct_answers: 'after_due_date_or_max_attempts' }, 'show_correct_answers', OURS.correctNeedDue],
    [{ show_correct_answers: 'after_max_attempts', submission_attempts: 0 }, 'show_correct_answers', OURS.correctNeedMax],
    [{ show_correct_answers: 'after_due_date_or_max_attempts', due_date: FEB, submission_attempts: 0 }, 'show_correct_answers', OURS.correctNeedMax],
    [{ inline_check: 'after_due_date' }, 'inline_check', 'Without a due date, we cannot show the check answer button after that.'],
    [{ inline_check: 'after_close_date' }, 'inline_check', OURS.checkNeedsClose],
    [{ inline_check: 'after_max_attempts', submission_attempts: 0 }, 'inline_check', OURS.checkNeedsMax],
  ] as const)('%j needs its date or maximum', (settings, field, message) => {
    expect(errors(settings)).toEqual([{ field, message }]);
  });

  it('accepts each show-after setting once its date or maximum is set', () => {
    expect(errors({ show_responses: 'after_close_date', show_correct_answers: 'after_close_date', inline_check: 'after_close_date', close_date: MAR })).toEqual([]);
    expect(errors({ show_responses: 'after_due_date', show_correct_answers: 'after_due_date', inline_check: 'after_due_date', due_date: FEB })).toEqual([]);
    expect(errors({ show_responses: 'after_max_attempts', show_correct_answers: 'after_max_attempts', inline_check: 'after_max_attempts', submission_attempts: 3 })).toEqual([]);
  });

  it.each(['after_due_date', 'after_max_attempts', 'after_due_date_or_max_attempts', 'after_close_date_or_max_attempts', 'immediately'] as const)(
    'refuses correct answers %s when responses show only after the close date',
    (correct) => {
      expect(errors({ show_responses: 'after_close_date', show_correct_answers: correct, close_date: MAR, due_date: FEB, submission_attempts: 2 })).toEqual([
        { field: 'show_correct_answers', message: 'Showing correct answers other than after the close date is not possible when the review only happens then' },
      ]);
    },
  );

  it('allows correct answers never or after the close date when responses show after the close date', () => {
    expect(errors({ show_responses: 'after_close_date', show_correct_answers: 'never', close_date: MAR })).toEqual([]);
    expect(errors({ show_responses: 'after_close_date', show_correct_answers: 'after_close_date', close_date: MAR })).toEqual([]);
  });

  it('refuses correct answers immediately when responses show only after the due date', () => {
    expect(errors({ show_responses: 'after_due_date', show_correct_answers: 'immediately', due_date: FEB })).toEqual([
      { field: 'show_correct_answers', message: 'Showing correct answers should happen after the due date when the review only happens then' },
    ]);
    expect(errors({ show_responses: 'after_due_date', show_correct_answers: 'after_due_date', due_date: FEB })).toEqual([]);
  });

  it('says one message per field, the first', () => {
    expect(errors({ show_responses: 'after_close_date', show_correct_answers: 'after_due_date' })).toEqual([
      { field: 'show_responses', message: SPEC.responsesNeedClose },
      { field: 'show_correct_answers', message: OURS.correctNeedDue },
    ]);
  });
});

describe('attempts and time', () => {
  it('refuses a locked back button with a limit on re-opening', () => {
    expect(errors({ lock_back_button: true, resume_max_attempts: 2 })).toEqual([{ field: 'lock_back_button', message: 'Re-opening an attempt without the use of the back button is not allowed.' }]);
    expect(errors({ lock_back_button: true, resume_max_attempts: null })).toEqual([]);
    expect(errors({ lock_back_button: false, resume_max_attempts: 2 })).toEqual([]);
  });

  it.each([0, 900, 1800, 2700, 3600, 4500, 5400, 6300, 7200])('accepts the time limit choice %d', (time_limit) => {
    expect(errors({ time_limit })).toEqual([]);
  });

  it.each([600, 1000, 8100, 60])('refuses %d seconds unless custom', (time_limit) => {
    expect(errors({ time_limit })).toEqual([{ field: 'time_limit', message: OURS.timeLimit }]);
    expect(errors({ time_limit, time_limit_custom: true })).toEqual([]);
  });

  it('refuses a custom time limit of nothing', () => {
    expect(errors({ time_limit: 0, time_limit_custom: true })).toEqual([{ field: 'time_limit', message: OURS.timeLimit }]);
  });
});

describe('items, video quizzes and branching quizzes', () => {
  const items = [
    { id: A, points: 1 },
    { id: B, points: 2 },
  ];

  it('refuses an item twice and picking more items than there are', () => {
    expect(errors({ items: [...items, { id: A, points: 3 }] })).toEqual([{ field: 'items', message: OURS.itemsRepeat }]);
    expect(errors({ items, pickx: 3 })).toEqual([{ field: 'pickx', message: OURS.pickx }]);
    expect(errors({ items, pickx: 2 })).toEqual([]);
  });

  it('needs a video and a stop point for each item in a video quiz', () => {
    expect(errors({ sub_type: 'video', items, stop_points: { [A]: 10 } })).toEqual([
      { field: 'video', message: 'A video quiz needs a video selected.' },
      { field: 'stop_points', message: 'You need to add a stop point for each item.' },
    ]);
    expect(errors({ sub_type: 'video', items, video: 'https://videos.example/a.mp4', stop_points: { [A]: 10, [B]: 0 } })).toEqual([]);
    expect(errors({ sub_type: null, items, video: '', stop_points: {} })).toEqual([]);
  });

  it('needs the next step for each item in a branching quiz, on a right and a wrong answer', () => {
    const message = [{ field: 'adaptive', message: 'You need to select the next step for each item.' }];
    expect(errors({ sub_type: 'branching', items, adaptive: { [A]: { correct: B, incorrect: 'end' } } })).toEqual(message);
    expect(errors({ sub_type: 'branching', items, adaptive: { [A]: { correct: B, incorrect: 'end' }, [B]: { correct: 'end' } } })).toEqual(message);
    expect(errors({ sub_type: 'branching', items, adaptive: { [A]: { correct: B, incorrect: null }, [B]: { correct: 'end', incorrect: A } } })).toEqual(message);
    expect(errors({ sub_type: 'branching', items, adaptive: { [A]: { correct: C, incorrect: 'end' }, [B]: { correct: 'end', incorrect: A } } })).toEqual(message);
    expect(errors({ sub_type: 'branching', items, adaptive: { [A]: { correct: B, incorrect: A }, [B]: { correct: 'end', incorrect: A } } })).toEqual([]);
  });
});

describe('normaliseAssessmentConfig', () => {
  it('forces correct answers to never when the check answer button and responses are never', () => {
    expect(normaliseAssessmentConfig(config({ inline_check: 'never', show_responses: 'never', show_correct_answers: 'immediately' })).show_correct_answers).toBe('never');
    expect(normaliseAssessmentConfig(config({ inline_check: 'immediately', show_responses: 'never', show_correct_answers: 'immediately' })).show_correct_answers).toBe('immediately');
    expect(normaliseAssessmentConfig(config({ inline_check: 'never', show_responses: 'immediately', show_correct_answers: 'immediately' })).show_correct_answers).toBe('immediately');
  });

  it("names the policy's period, trims instructions, rounds points and keeps stop points and steps of its items only", () => {
    const normal = normaliseAssessmentConfig(
      config({
        instructions: '  Read first.  ',
        items: [{ id: A, points: 1.234 }],
        policy: { penalty: 10, per: 3600, max: 100, humanly_per: 'Week' },
        stop_points: { [A]: 5, [B]: 9 },
        adaptive: { [A]: { correct: 'end', incorrect: 'end' }, [B]: { correct: 'end' } },
      }),
    );
    expect(normal).toMatchObject({
      instructions: 'Read first.',
      items: [{ id: A, points: 1.23 }],
      policy: { penalty: 10, per: 3600, max: 100, humanly_per: 'Hour' },
      stop_points: { [A]: 5 },
      adaptive: { [A]: { correct: 'end', incorrect: 'end' } },
    });
    expect(normaliseAssessmentConfig(config({ policy: { penalty: 1, per: 604800, max: 100 } })).policy?.humanly_per).toBe('Week');
    expect(normaliseAssessmentConfig(config({ policy: null })).policy).toBeNull();
  });
});

describe('assessmentMaxScore', () => {
  it('sums the points, or those of the pickx items worth most', () => {
    const items = [
      { id: A, points: 1 },
      { id: B, points: 2.5 },
      { id: C, points: 4 },
    ];
    expect(assessmentMaxScore(config({ items }))).toBe(7.5);
    expect(assessmentMaxScore(config({ items, pickx: 2 }))).toBe(6.5);
    expect(assessmentMaxScore(config({ items, pickx: 3 }))).toBe(7.5);
    expect(assessmentMaxScore(config({ items: [] }))).toBe(0);
    expect(assessmentMaxScore(config({ items: [{ id: A, points: 0.1 }, { id: B, points: 0.2 }] }))).toBe(0.3);
  });
});
