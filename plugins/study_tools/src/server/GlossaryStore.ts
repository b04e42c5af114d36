import { LmsError, type Clock, type CourseAccess, type CourseDirectory, type IdGenerator, type Knex } from '@lms/sdk';
import { TERM_TAKEN, type Glossary, type GlossaryEntryBody, type GlossaryTerm } from '../calls/glossaryCalls.ts';

const UNIQUE_VIOLATION = '23505';
const GLOSSARY = 'study_tools_glossary';

interface TermRow {
  id: string;
  term: string;
  definition: string;
}

const answer = (row: TermRow): GlossaryTerm => ({ _id: row.id, term: row.term, definition: row.definition });

/** A course's glossary: terms authored by its editors, read by everyone in the course while the course has it on. */
export class GlossaryStore {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly courses: CourseDirectory,
  ) {}

  async glossary(access: CourseAccess): Promise<Glossary> {
    const { hasGlossary: enabled } = await this.courses.flags(access.courseId);
    const canEdit = access.edit;
    if (!enabled && !canEdit) return { enabled, can_edit: false, terms: [] };
    const rows = (await this.db(GLOSSARY).where({ course_id: access.courseId }).orderByRaw('lower(term), term').select('id', 'term', 'definition')) as TermRow[];
    return { enabled, can_edit: canEdit, terms: rows.map(answer) };
  }

  async hasTerms(courseId: string): Promise<boolean> {
    return (await this.db(GLOSSARY).where({ course_id: courseId }).first('id')) !== undefined;
  }

  async add(courseId: string, entry: GlossaryEntryBody): Promise<GlossaryTerm> {
    const row = { id: this.ids.newId(), course_id: courseId, ...clean(entry), updated_at: this.clock.now() };
    await uniqueTerm(() => this.db(GLOSSARY).insert(row));
    return answer(row);
  }

  async update(courseId: string, termId: string, entry: GlossaryEntryBody): Promise<GlossaryTerm> {
    const changed = clean(entry);
    const count = await uniqueTerm(() => this.db(GLOSSARY).where({ id: termId, course_id: courseId }).update({ ...changed, updated_at: this.clock.now() }));
    if (count === 0) throw notFound();
    return answer({ id: termId, ...changed });
  }

  async remove(courseId: string, termId: string): Promise<void> {
    if ((await this.db(GLOSSARY).where({ id: termId, course_id: courseId }).delete()) === 0) throw notFound();
  }
}

const notFound = () => new LmsError('not-found', 'Term not found.');

/** A term is stored as typed (trimmed); the definition keeps its line breaks. */
function clean(entry: GlossaryEntryBody): { term: string; definition: string } {
  return { term: entry.term.trim(), definition: entry.definition.trim() };
}

/** Runs a write, answering a term another entry of the course has (in any case) as the term field's error. */
async function uniqueTerm<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw LmsError.validation([{ field: 'term', message: TERM_TAKEN }]);
    throw error;
  }
}
