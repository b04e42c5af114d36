import { describe, expect, it } from 'vitest';
import type { ActivitySettingsDesk, ActivitySettingsRow, GradebookRecords } from '@lms/sdk';
import { ActivitySettingsList } from '../src/server/ActivitySettingsList.ts';
import { NO_DEFAULTS, type CourseDefaultsStore } from '../src/server/CourseDefaultsStore.ts';

const COURSE = '6c0000000000000000000c01';

/** A course of `count` custom columns named "Column 1" to "Column <count>", in that (gradebook) order. */
function columns(count: number): ActivitySettingsRow[] {
  return Array.from({ length: count }, (_, i) => ({
    activityId: `a${String(i + 1).padStart(23, '0')}`,
    componentId: null,
    type: 'custom',
    title: `Column ${i + 1}`,
    lesson: i % 2 === 0 ? { id: 'l1', title: 'Even lesson' } : { id: 'l2', title: 'Odd lesson' },
    page: null,
    graded: true,
    maxScore: 10,
    rollupId: null,
    show: true,
    suppressUntilAvailable: false,
    fields: ['due_date', 'show', 'rollup_id'],
    values: { due_date: null },
  }));
}

function listOf(rows: ActivitySettingsRow[]): ActivitySettingsList {
  const desk = { list: async () => rows } as unknown as ActivitySettingsDesk;
  const records = { rollupGroups: async () => [], course: async () => ({ settings: {} }) } as unknown as GradebookRecords;
  const defaults = { get: async () => NO_DEFAULTS } as unknown as CourseDefaultsStore;
  return new ActivitySettingsList(desk, records, defaults);
}

describe('GET stats/activities paging (part 3 §9: 1000 a page)', () => {
  it('answers 1000 rows a page in gradebook order, the rest on the next page, with the total of all', async () => {
    const list = listOf(columns(2345));
    const first = await list.page(COURSE, '', 1);
    expect([first.total, first.page, first.page_size, first.activities.length]).toEqual([2345, 1, 1000, 1000]);
    expect([first.activities[0]!.report_title, first.activities[999]!.report_title]).toEqual(['Column 1', 'Column 1000']);
    const third = await list.page(COURSE, '', 3);
    expect([third.page, third.activities.length, third.activities[0]!.report_title]).toEqual([3, 345, 'Column 2001']);
    expect((await list.page(COURSE, '', 4)).activities).toEqual([]);
  });

  it('pages the filtered rows, counting only those that match', async () => {
    const list = listOf(columns(2345));
    const odd = await list.page(COURSE, '"odd lesson"', 2);
    expect([odd.total, odd.activities.length]).toEqual([1172, 172]);
    expect(odd.activities.every((row) => row.lessonName === 'Odd lesson')).toBe(true);
  });
});
