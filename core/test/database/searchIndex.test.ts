import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';
import { hiddenFromStudents, type Schedulable } from '../../src/content/visibility.ts';
import type { ItemCourseData } from '@lms/contract/calls/learnerCalls.ts';
import { hiddenFromStudentsSql } from '../../src/search/visibilitySql.ts';

// The search index's database layer, on PostgreSQL and on PGlite (vitest.config.ts runs this folder on both).
let tk: TestKernel;

beforeAll(async () => {
  tk = await createTestKernel({ listen: false });
});
afterAll(() => tk?.close());

describe('search index: the database layer', () => {
  it('has pg_trgm, and ranks and matches with it', async () => {
    const row = (await tk.kernel.knex.raw("select word_similarity('photosynthsis', 'plants: photosynthesis makes sugar') as s, 'photos' <% 'photosynthesis' as partial")).rows[0];
    expect(Number(row.s)).toBeGreaterThan(0.6);
    expect(row.partial).toBe(true);
  });

  it('indexes lessons and pages by trigger, and drops documents with their rows', async () => {
    const user = await tk.createUser('instructor');
    const course = await tk.createCourse({ instructor: user });
    const lessonId = course.first.lessonId;
    const documents = () => tk.kernel.knex('search_documents').whereIn('item_id', [lessonId, course.first.pageId]).orderBy('kind').select('kind', 'title', 'body');
    expect(await documents()).toEqual([
      { kind: 'lesson', title: 'Lesson 1', body: '' },
      { kind: 'page', title: 'Page 1', body: '' },
    ]);
    await tk.kernel.knex('lessons').where({ id: lessonId }).update({ title: 'Cells', subtitle: 'and what is inside', description: 'Organelles \uE000marked\uE001' });
    expect((await documents())[0]).toEqual({ kind: 'lesson', title: 'Cells', body: 'and what is inside Organelles marked' });
    const match = await tk.kernel.knex('search_documents').where({ item_id: lessonId }).whereRaw("document @@ to_tsquery('english', 'organelle')").first('item_id');
    expect(match).toBeTruthy();
    await tk.kernel.knex('pages').where({ id: course.first.pageId }).delete();
    expect(await documents()).toHaveLength(1);
  });

  it("filters as hiddenFromStudents does: drafts, own locks and the course's locks", async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const past = '2026-05-01T00:00:00.000Z';
    const future = '2026-07-01T00:00:00.000Z';
    const items: Schedulable[] = [];
    for (const draft of [false, true])
      for (const suppress of [false, true]) for (const openDate of [null, past, future]) items.push({ draft, suppress_until_available: suppress, open_date: openDate ? new Date(openDate) : null });
    const courseData: (ItemCourseData | null)[] = [null, {}, { suppress_until_available: true, open_date: future }, { suppress_until_available: true, open_date: past }, { open_date: future }];
    for (const item of items) {
      for (const data of courseData) {
        // Placeholders in text order: the fragment's two `now`, then the item's columns.
        const sql = `select ${hiddenFromStudentsSql('i', 'i.cd')} as hidden from (select ?::boolean as draft, ?::boolean as suppress_until_available, ?::timestamptz as open_date, ?::jsonb as cd) i`;
        const { rows } = await tk.kernel.knex.raw(sql, [now, now, item.draft, item.suppress_until_available, item.open_date, JSON.stringify(data)]);
        expect(Boolean(rows[0].hidden), JSON.stringify({ item, data })).toBe(hiddenFromStudents(item, now, data));
      }
    }
  });
});

