import { LmsError, type ComponentReader, type CourseAccess, type Knex, type PeopleDirectory, type PermissionChecker, type SessionUser } from '@lms/sdk';
import type { ApiUpload } from '../../calls/uploadCalls.ts';
import { MANUAL_ITEM_TYPES, type ItemType } from '../../schemas/itemTypes.ts';
import type { AttemptRow } from '../delivery/AttemptStore.ts';

type UploadType = (typeof MANUAL_ITEM_TYPES)[number];
const isUploadType = (type: ItemType): type is UploadType => (MANUAL_ITEM_TYPES as readonly string[]).includes(type);

interface FeedbackRow {
  attempt_id: string;
  item_id: string;
  feedback: string;
  author_id: string;
  updated_at: Date;
}

type SubmittedAttempt = Pick<AttemptRow, 'id' | 'user_id' | 'course_id' | 'component_id' | 'items' | 'responses' | 'submitted_at'>;

const ATTEMPT_COLUMNS = ['id', 'user_id', 'course_id', 'component_id', 'items', 'responses', 'submitted_at'];

/** A file's or recording's media id, or a text: what a student sent for a manual item; blank is nothing. */
const sent = (response: unknown): string | null => (typeof response === 'string' && response.trim() !== '' ? response : null);

/**
 * Upload feedback (issue 26 item 3): the answers students upload to the
 * manually scored items (files, recordings, long texts) of their submitted
 * attempts, and a professor's feedback on each, read by the student.
 */
export class UploadFeedback {
  constructor(
    private readonly db: Knex,
    private readonly components: ComponentReader,
    private readonly people: PeopleDirectory,
    private readonly permissions: PermissionChecker,
  ) {}

  /** Professors: every student's (or `userId`'s); a student: their own. */
  async forCourse(courseId: string, access: CourseAccess, callerId: string, userId: string | undefined): Promise<ApiUpload[]> {
    const owner = access.professor ? userId : callerId;
    const query = this.db('assessment_attempts').where({ course_id: courseId, state: 'submitted', preview: false });
    if (owner) query.where({ user_id: owner });
    const attempts = (await query.orderBy([{ column: 'submitted_at', order: 'desc' }, 'id']).select(ATTEMPT_COLUMNS)) as SubmittedAttempt[];
    return this.uploadsOf(attempts, access);
  }

  /**
   * The caller's rights in the course of a submitted attempt: not-found for an
   * unknown one, access-denied without a view of its course or while the course
   * holds a student (unpaid, not started).
   */
  async accessToSession(user: SessionUser, sessionId: string): Promise<CourseAccess> {
    const attempt = await this.db('assessment_attempts').where({ id: sessionId, state: 'submitted', preview: false }).first('course_id');
    if (!attempt) throw new LmsError('not-found', 'Session not found.');
    const access = await this.permissions.courseAccess(user, attempt.course_id as string);
    if (!access || access.hold) throw new LmsError('access-denied');
    return access;
  }

  /** Mode '1' resumes the caller's own session, '0' reviews it as a professor of its course. */
  async session(sessionId: string, mode: string, access: CourseAccess, callerId: string): Promise<{ session_id: string; mode: 'resume' | 'review'; uploads: ApiUpload[] }> {
    if (mode !== '0' && mode !== '1') throw new LmsError('not-found', 'Not found.');
    const attempt = await this.attempt(sessionId);
    const review = mode === '0';
    if (review ? !access.professor : attempt.user_id !== callerId) throw new LmsError('access-denied');
    return { session_id: sessionId, mode: review ? 'review' : 'resume', uploads: await this.uploadsOf([attempt], access) };
  }

  /** Writes (or, empty, removes) a professor's feedback on one uploaded answer; answers the upload. */
  async save(sessionId: string, itemId: string, text: string, access: CourseAccess, authorId: string, now: Date): Promise<ApiUpload> {
    if (!access.professor) throw new LmsError('access-denied');
    const attempt = await this.attempt(sessionId);
    const item = attempt.items.find((candidate) => candidate.id === itemId);
    if (!item || !isUploadType(item.type) || sent(attempt.responses[itemId]) === null) throw new LmsError('not-found', 'No upload of this session answers this item.');
    const feedback = text.trim();
    if (feedback) {
      await this.db('assessment_upload_feedback')
        .insert({ attempt_id: sessionId, item_id: itemId, feedback, author_id: authorId, updated_at: now })
        .onConflict(['attempt_id', 'item_id'])
        .merge(['feedback', 'author_id', 'updated_at']);
    } else {
      await this.db('assessment_upload_feedback').where({ attempt_id: sessionId, item_id: itemId }).delete();
    }
    const [upload] = (await this.uploadsOf([attempt], access)).filter((candidate) => candidate.item_id === itemId);
    return upload!;
  }

  private async attempt(sessionId: string): Promise<SubmittedAttempt> {
    const attempt = (await this.db('assessment_attempts').where({ id: sessionId, state: 'submitted', preview: false }).first(ATTEMPT_COLUMNS)) as SubmittedAttempt | undefined;
    if (!attempt) throw new LmsError('not-found', 'Session not found.');
    return attempt;
  }

  private async uploadsOf(attempts: SubmittedAttempt[], access: CourseAccess): Promise<ApiUpload[]> {
    if (!attempts.length) return [];
    const ids = attempts.map((attempt) => attempt.id);
    const feedback = (await this.db<FeedbackRow>('assessment_upload_feedback').whereIn('attempt_id', ids).select('*')) as FeedbackRow[];
    const feedbackOf = new Map(feedback.map((row) => [`${row.attempt_id}|${row.item_id}`, row]));
    const personIds = [...new Set([...attempts.map((attempt) => attempt.user_id), ...feedback.map((row) => row.author_id)])];
    const people = new Map((await this.people.byIds(personIds)).map((person) => [person.id, `${person.firstname} ${person.lastname}`.trim()]));
    const titles = await this.assessmentTitles(attempts, access);
    return attempts.flatMap((attempt) =>
      attempt.items.flatMap((item): ApiUpload[] => {
        const response = sent(attempt.responses[item.id]);
        if (!isUploadType(item.type) || response === null) return [];
        const note = feedbackOf.get(`${attempt.id}|${item.id}`);
        return [
          {
            session_id: attempt.id,
            component_id: attempt.component_id,
            assessment_title: titles.get(attempt.component_id) ?? 'Assessment',
            user: { _id: attempt.user_id, name: people.get(attempt.user_id) ?? 'Former student' },
            item_id: item.id,
            item_title: item.title,
            type: item.type,
            response,
            submitted_at: new Date(attempt.submitted_at!).toISOString(),
            feedback: note ? { text: note.feedback, by: people.get(note.author_id) ?? 'A former professor', at: new Date(note.updated_at).toISOString() } : null,
          },
        ];
      }),
    );
  }

  /** The assessments' titles as the caller may see them (a removed one keeps 'Assessment'). */
  private async assessmentTitles(attempts: SubmittedAttempt[], access: CourseAccess): Promise<Map<string, string>> {
    const titles = new Map<string, string>();
    for (const { course_id, component_id } of new Map(attempts.map((attempt) => [attempt.component_id, attempt])).values()) {
      const component = await this.components.get(course_id, component_id, access).catch(() => null);
      if (component?.title) titles.set(component_id, component.title);
    }
    return titles;
  }
}
