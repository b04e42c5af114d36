import type { Knex } from 'knex';
import type { Clock } from '@lms/contract/services.ts';
import type { CourseAccess } from '@lms/contract/permissions.ts';
import type { CoursePassage, CoursePassages } from '@lms/contract/coursePassages.ts';
import { SNIPPET_MARK_END, SNIPPET_MARK_START } from '@lms/contract/calls/searchCalls.ts';
import { searchSql } from './searchSql.ts';
import { passageTiers, QUESTION_LEXEMES_SQL, questionWords } from './tsqueryText.ts';

/** ts_headline's options for a quoted passage: longer than a search snippet, the same marks (taken out). */
export const PASSAGE_OPTIONS = `StartSel=${SNIPPET_MARK_START}, StopSel=${SNIPPET_MARK_END}, MaxWords=80, MinWords=40, MaxFragments=2, FragmentDelimiter=" … "`;
/**
 * Matches of one tier ranked at most (bench/ai: a word of the bench course is in 1,900 of its 15,000
 * documents; ranking every document holding any word of a question took most of a retrieval).
 */
export const PASSAGE_CANDIDATES = 200;
const MARKS = new RegExp(`[${SNIPPET_MARK_START}${SNIPPET_MARK_END}]`, 'g');

interface PassageRow {
  item_id: string;
  kind: CoursePassage['kind'];
  title: string;
  rank: number | string;
  lesson_id: string;
  lesson_title: string;
  page_id: string | null;
  page_title: string | null;
  component_type: string | null;
  snippet: string;
}

/**
 * `coreServices.coursePassages` (contract/src/coursePassages.ts): the course
 * search's own query (searchSql: visibility before ranking, each match at its
 * first place in the course), in tiers from the items holding every word of
 * the question to those holding any one of them (passageTiers), all in one
 * statement, each tier ranking at most PASSAGE_CANDIDATES of its matches, and
 * longer quotes in place of snippets.
 */
export class CoursePassageSearch implements CoursePassages {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
  ) {}

  async find(courseId: string, question: string, access: CourseAccess | null, limit: number): Promise<CoursePassage[]> {
    const words = questionWords(question);
    if (!words.length) return [];
    const { rows: lexemes } = (await this.db.raw(QUESTION_LEXEMES_SQL, [words.join(' ')])) as { rows: { lexeme: string }[] };
    const tiers = passageTiers(lexemes.map((row) => row.lexeme));
    if (!tiers.length) return [];
    const professor = access?.professor === true;
    const now = this.clock.now();
    const visibility = professor ? [] : [now, now, now, now, now, now];
    const bindings: Knex.RawBinding[] = [courseId, tiers, [], ...visibility, limit, PASSAGE_OPTIONS];
    const { rows } = (await this.db.raw(searchSql(professor, 'passage', { candidates: PASSAGE_CANDIDATES }), bindings)) as { rows: PassageRow[] };
    return rows.map((row) => ({
      itemId: row.item_id,
      kind: row.kind,
      componentType: row.component_type,
      title: row.title,
      lessonId: row.lesson_id,
      lessonTitle: row.lesson_title,
      pageId: row.page_id,
      pageTitle: row.page_title,
      quote: row.snippet.replace(MARKS, '').trim(),
      rank: Number(row.rank),
    }));
  }
}
