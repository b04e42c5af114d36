import { hiddenFromStudentsSql } from './visibilitySql.ts';
import { SNIPPET_MARK_END, SNIPPET_MARK_START } from '@lms/contract/calls/searchCalls.ts';

/** A document this short is quoted whole as a passage (no headline cut mid-sentence). */
export const PASSAGE_WHOLE_LENGTH = 800;

/** ts_headline's options: the marks of the contract, two short fragments. */
export const HEADLINE_OPTIONS = `StartSel=${SNIPPET_MARK_START}, StopSel=${SNIPPET_MARK_END}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

/**
 * The AI assistant's tiers (CoursePassageSearch): the tsquery binding is a text array of tsqueries of
 * lexemes (cast, never stemmed twice), best tier first; each tier ranks at most `candidates` of its
 * matches (taken in index order, before ts_rank), a match keeps its best tier, and rows come tier by
 * tier, each in rank order. The last tier's query marks the quotes.
 */
export interface PassageTiers {
  candidates: number;
}

/**
 * One search of the course, best first, `limit` rows at most. The documents matching
 * the tsquery (not among the ids already found) are taken in rank order (title A over
 * text B, ts_rank), and each is placed in the course going up from it: a lesson of the
 * course, a page of its lessons, a component on such a page or on such a lesson's own
 * screen (its recommended components), or held (at any depth) by a container on one;
 * its first place in course order is where the hit links. For students the places
 * hidden from them (drafts and locks of lessons and pages, by their own schedule or the
 * course's, and instructor notes of pages and lessons) are not places at all, so a match
 * with no other place is dropped before it can take a row of the answer, and never
 * reaches the count or a snippet. Matches are placed one at a time in rank order until
 * `limit` have a place (the lateral join under the limit): placing every match first
 * cost most of a search of a common word.
 * Bindings, in order: course id, tsquery text (`tiers`: a text array of them), ids to leave out (a text array),
 * (students only: `now` six times,) the limit, ts_headline's options. `quote` 'passage' (the
 * AI assistant's retrieval) answers a short document's whole text as its snippet, a longer
 * one's headline.
 */
export function searchSql(professor: boolean, quote: 'snippet' | 'passage' = 'snippet', tiers?: PassageTiers): string {
  const seen = (alias: string) => `not ${hiddenFromStudentsSql(alias, `course.cd->(${alias}.id::text)`)}`;
  const lessonSeen = professor ? '' : `where ${seen('l')}`;
  const pageSeen = professor ? '' : `and ${seen('p')}`;
  const placedSeen = professor ? '' : `and pc.slot <> 'instructor_notes' and ${seen('p')}`;
  // The components of the lesson screen itself (read there): its recommended ones, and its instructor notes for professors.
  const lessonSlots = professor
    ? `coalesce(l.data->'recommended', '[]'::jsonb) || coalesce(l.data->'instructor_notes', '[]'::jsonb)`
    : `coalesce(l.data->'recommended', '[]'::jsonb)`;
  // The match itself when it is a component, and the containers holding it.
  const holders = `(select m.item_id as component_id where m.kind = 'component' union all select held.component_id from held where held.item_id = m.item_id)`;
  return `with recursive
  course as (select id, settings->'course_data' as cd from courses where id = ?),
  ${tiers ? tieredMatches(tiers) : singleMatches}
  held (item_id, component_id) as (
    select m.item_id, sh.container_id from matched m join search_holds sh on sh.child_id = m.item_id
    union
    select h.item_id, sh.container_id from held h join search_holds sh on sh.child_id = h.component_id
  ),
  lessons_seen as (
    select l.id, cl.position, ${lessonSlots} as slots
    from course join course_lessons cl on cl.course_id = course.id join lessons l on l.id = cl.lesson_id
    ${lessonSeen}
  ),
  -- One row per component on a lesson's own screen, so a component finds its lesson by hash; materialized
  -- once (read inside the lateral below, it would otherwise be rebuilt for every match placed).
  lesson_slots as materialized (
    select ls.id, ls.position, slot.component_id
    from lessons_seen ls
    cross join lateral jsonb_array_elements_text(case when jsonb_typeof(ls.slots) = 'array' then ls.slots else '[]'::jsonb end) as slot(component_id)
  ),
  best as (
    select m.item_id, m.kind, m.title, ${tiers ? 'm.tier, ' : ''}m.rank, placed.lesson_id, placed.page_id
    -- offset 0 keeps the sort below the join, so the limit stops the placing.
    from (select * from matched order by ${tiers ? 'tier, ' : ''}rank desc, title, item_id offset 0) m
    cross join lateral (
      select pl.lesson_id, pl.page_id from (
        select ls.id as lesson_id, null::varchar as page_id, ls.position as lesson_position, -1 as page_position, -1 as position
        from lessons_seen ls where ls.id = m.item_id
        union all
        select ls.id, p.id, ls.position, lp.position, -1
        from course cross join lesson_pages lp join lessons_seen ls on ls.id = lp.lesson_id join pages p on p.id = lp.page_id
        where lp.page_id = m.item_id ${pageSeen}
        union all
        select ls.id, p.id, ls.position, lp.position, pc.position
        from course cross join ${holders} h join page_components pc on pc.component_id = h.component_id
        join lesson_pages lp on lp.page_id = pc.page_id join lessons_seen ls on ls.id = lp.lesson_id join pages p on p.id = pc.page_id
        where true ${placedSeen}
        union all
        select ls.id, null::varchar, ls.position, -1, -1
        from ${holders} h join lesson_slots ls on ls.component_id = h.component_id
      ) pl
      order by pl.lesson_position, pl.page_position, pl.position
      limit 1
    ) placed
    limit ?
  )
  select best.item_id, best.kind, best.title, best.rank, best.lesson_id, l.title as lesson_title, best.page_id, pg.title as page_title,
    c.type as component_type, ${quote === 'passage' ? `case when length(d.body) <= ${PASSAGE_WHOLE_LENGTH} then d.body else ts_headline('english', d.body, query.q, ?) end` : `ts_headline('english', d.body, query.q, ?)`} as snippet
  from best
  join search_documents d on d.item_id = best.item_id
  cross join query
  join lessons l on l.id = best.lesson_id
  left join pages pg on pg.id = best.page_id
  left join components c on c.id = best.item_id and best.kind = 'component'
  order by ${tiers ? 'best.tier, ' : ''}best.rank desc, best.title, best.item_id`;
}

/** The matches of one tsquery, every one ranked. */
const singleMatches = `query as (select to_tsquery('english', ?) as q),
  matched as (
    select d.item_id, d.kind, d.title, ts_rank(d.document, query.q) as rank from search_documents d cross join query
    where d.document @@ query.q and not (d.item_id = any(?::text[]))
  ),`;

/** PassageTiers' matches: one index scan per tier, stopped after `candidates` matches (the limit is inside the lateral). */
function tieredMatches(tiers: PassageTiers): string {
  return `tiers as (select t.tier, t.q::tsquery as q from unnest(?::text[]) with ordinality as t(q, tier)),
  query as (select q from tiers order by tier desc limit 1),
  matched as (
    select distinct on (d.item_id) d.item_id, d.kind, d.title, d.tier, d.rank from tiers
    cross join lateral (
      select s.item_id, s.kind, s.title, tiers.tier, ts_rank(s.document, tiers.q) as rank from search_documents s
      where s.document @@ tiers.q and not (s.item_id = any(?::text[]))
      limit ${Math.floor(tiers.candidates)}
    ) d
    order by d.item_id, d.tier
  ),`;
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
