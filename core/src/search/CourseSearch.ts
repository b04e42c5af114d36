import type { Knex } from 'knex';
import type { Clock } from '@lms/contract/services.ts';
import type { CourseAccess } from '@lms/contract/permissions.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { SEARCH_LIMIT, searchQueryError, type SearchAnswer, type SearchHit, type SearchHitKind, type SearchMode } from '@lms/contract/calls/searchCalls.ts';
import { HEADLINE_OPTIONS, NEAR_WORDS_SQL, searchSql } from './searchSql.ts';
import { nearWordsQuery, prefixQuery, queryWords } from './tsqueryText.ts';

interface HitRow {
  item_id: string;
  kind: SearchHitKind;
  title: string;
  lesson_id: string;
  lesson_title: string;
  page_id: string | null;
  page_title: string | null;
  component_type: string | null;
  snippet: string;
}

/**
 * In-course search (issue 20 item 6): full-text search over the lessons, pages
 * and components the reader may see, then, when that fills less than an answer,
 * a trigram fallback: each word also matches the indexed words most like it
 * (typos, part of a longer word). Visibility is part of every query, before
 * matching and ranking (core/src/search/searchSql.ts).
 */
export class CourseSearch {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
  ) {}

  async search(courseId: string, q: string, mode: SearchMode, access: CourseAccess | null): Promise<SearchAnswer> {
    const problem = searchQueryError(q, mode);
    if (problem) throw LmsError.validation([{ field: 'q', message: problem }]);
    const text = q.trim();
    const professor = access?.professor === true;
    const wanted = SEARCH_LIMIT + 1;
    const exact = prefixQuery(text);
    const words = exact ? await this.run(courseId, professor, exact, [], wanted) : [];
    let similar: HitRow[] = [];
    if (words.length < wanted) {
      const fallback = nearWordsQuery(queryWords(text), await this.nearWords(queryWords(text)));
      if (fallback) similar = await this.run(courseId, professor, fallback, words.map((row) => row.item_id), wanted - words.length);
    }
    const hits = [...words.map((row) => hit(row, 'words')), ...similar.map((row) => hit(row, 'similar'))];
    return { hits: hits.slice(0, SEARCH_LIMIT), more: hits.length > SEARCH_LIMIT };
  }

  private async nearWords(words: string[]): Promise<Map<string, string[]>> {
    const near = new Map<string, string[]>();
    if (!words.length) return near;
    const { rows } = (await this.db.raw(NEAR_WORDS_SQL, [words])) as { rows: { asked: string; word: string }[] };
    for (const row of rows) near.set(row.asked, [...(near.get(row.asked) ?? []), row.word]);
    return near;
  }

  private async run(courseId: string, professor: boolean, tsquery: string, found: string[], limit: number): Promise<HitRow[]> {
    const now = this.clock.now();
    const visibility = professor ? [] : [now, now, now, now, now, now];
    const bindings: Knex.RawBinding[] = [courseId, tsquery, found, ...visibility, limit, HEADLINE_OPTIONS];
    return ((await this.db.raw(searchSql(professor), bindings)) as { rows: HitRow[] }).rows;
  }
}

function hit(row: HitRow, match: SearchHit['match']): SearchHit {
  return {
    kind: row.kind,
    _id: row.item_id,
    title: row.title,
    snippet: row.snippet,
    lesson: { _id: row.lesson_id, title: row.lesson_title },
    page: row.page_id ? { _id: row.page_id, title: row.page_title ?? '' } : null,
    component_type: row.component_type,
    match,
  };
}
