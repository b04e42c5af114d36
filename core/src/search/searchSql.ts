import { hiddenFromStudentsSql } from './visibilitySql.ts';
import { SNIPPET_MARK_END, SNIPPET_MARK_START } from '@lms/contract/calls/searchCalls.ts';

/** ts_headline's options: the marks of the contract, two short fragments. */
export const HEADLINE_OPTIONS = `StartSel=${SNIPPET_MARK_START}, StopSel=${SNIPPET_MARK_END}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

/**
 * One search of the course, best first, `limit` rows at most. The documents matching
 * the tsquery (not among the ids already found) are placed in the course going up
 * from each match: a lesson of the course, a page of its lessons, a component on
 * such a page or on such a lesson's own screen (its recommended components), or held
 * (at any depth) by a container on one. For students the places
 * hidden from them are dropped (drafts and locks of lessons and pages, by their own
 * schedule or the course's, and instructor notes of pages and lessons) before anything is ranked, so a
 * hidden item never reaches the ranking, the count or a snippet. Ranking reads narrow
 * rows (title A over text B, ts_rank); only the best get their first place in course
 * order and their snippet (ts_headline).
 * Bindings, in order: course id, tsquery text, ids to leave out (a text array),
 * (students only: `now` six times,) the limit, ts_headline's options.
 */
export function searchSql(professor: boolean): string {
  const seen = (alias: string) => `not ${hiddenFromStudentsSql(alias, `course.cd->(${alias}.id::text)`)}`;
  const lessonSeen = professor ? '' : `where ${seen('l')}`;
  const pageSeen = professor ? '' : `where ${seen('p')}`;
  const placedSeen = professor ? '' : `where pc.slot <> 'instructor_notes' and ${seen('p')}`;
  // The components of the lesson screen itself (read there): its recommended ones, and its instructor notes for professors.
  const lessonSlots = professor
    ? `coalesce(l.data->'recommended', '[]'::jsonb) || coalesce(l.data->'instructor_notes', '[]'::jsonb)`
    : `coalesce(l.data->'recommended', '[]'::jsonb)`;
  return `with recursive
  course as (select id, settings->'course_data' as cd from courses where id = ?),
  query as (select to_tsquery('english', ?) as q),
  matched as (
    select d.item_id, d.kind, d.title, ts_rank(d.document, query.q) as rank from search_documents d cross join query
    where d.document @@ query.q and not (d.item_id = any(?::text[]))
  ),
  held (item_id, component_id) as (
    select m.item_id, sh.container_id from matched m join search_holds sh on sh.child_id = m.item_id
    union
    select h.item_id, sh.container_id from held h join search_holds sh on sh.child_id = h.component_id
  ),
  holders (item_id, component_id) as (
    select item_id, item_id from matched where kind = 'component'
    union all
    select item_id, component_id from held
  ),
  lessons_seen as (
    select l.id, cl.position, ${lessonSlots} as slots
    from course join course_lessons cl on cl.course_id = course.id join lessons l on l.id = cl.lesson_id
    ${lessonSeen}
  ),
  -- One row per component on a lesson's own screen, so places join them by hash (a jsonb containment per pair cost most of a search).
  lesson_slots as (
    select ls.id, ls.position, slot.component_id
    from lessons_seen ls
    cross join lateral jsonb_array_elements_text(case when jsonb_typeof(ls.slots) = 'array' then ls.slots else '[]'::jsonb end) as slot(component_id)
  ),
  places (item_id, lesson_id, page_id, lesson_position, page_position, position) as (
    select m.item_id, ls.id, null::varchar, ls.position, -1, -1 from matched m join lessons_seen ls on ls.id = m.item_id
    union all
    select m.item_id, ls.id, p.id, ls.position, lp.position, -1
    from course cross join matched m join lesson_pages lp on lp.page_id = m.item_id join lessons_seen ls on ls.id = lp.lesson_id join pages p on p.id = lp.page_id
    ${pageSeen}
    union all
    select h.item_id, ls.id, p.id, ls.position, lp.position, pc.position
    from course cross join holders h join page_components pc on pc.component_id = h.component_id
    join lesson_pages lp on lp.page_id = pc.page_id join lessons_seen ls on ls.id = lp.lesson_id join pages p on p.id = pc.page_id
    ${placedSeen}
    union all
    select h.item_id, ls.id, null::varchar, ls.position, -1, -1
    from holders h join lesson_slots ls on ls.component_id = h.component_id
  ),
  best as (
    select m.item_id, m.kind, m.title, m.rank
    from matched m
    where m.item_id in (select item_id from places)
    order by rank desc, m.title, m.item_id
    limit ?
  ),
  located as (
    select distinct on (p.item_id) p.item_id, p.lesson_id, p.page_id
    from places p join best on best.item_id = p.item_id
    order by p.item_id, p.lesson_position, p.page_position, p.position
  )
  select best.item_id, best.kind, best.title, best.rank, located.lesson_id, l.title as lesson_title, located.page_id, pg.title as page_title,
    c.type as component_type, ts_headline('english', d.body, query.q, ?) as snippet
  from best
  join located on located.item_id = best.item_id
  join search_documents d on d.item_id = best.item_id
  cross join query
  join lessons l on l.id = located.lesson_id
  left join pages pg on pg.id = located.page_id
  left join components c on c.id = best.item_id and best.kind = 'component'
  order by best.rank desc, best.title, best.item_id`;
}

/**
 * The trigram fallback's first step: for each query word, the indexed words most like
 * it (a typo: similarity; a part of a longer word: word_similarity). Binding: the query
 * words (a text array). Rows: the asked word and one near word each.
 */
export const NEAR_WORDS_SQL = `
  select asked.word as asked, near.word
  from unnest(?::text[]) as asked(word)
  cross join lateral (
    select w.word from search_words w
    where w.word % asked.word or asked.word <% w.word
    order by greatest(similarity(w.word, asked.word), word_similarity(asked.word, w.word)) desc, w.word
    limit ${5}
  ) near`;
