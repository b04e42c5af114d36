import { LmsError, type Clock, type ComponentReader, type CourseAccess, type GradebookRecords, type GradeLedger, type IdGenerator, type Knex, type PeopleDirectory } from '@lms/sdk';
import { PERIOD_NAMES, type AssessmentConfig } from '../../schemas/assessmentConfig.ts';
import { DELIVERY_MESSAGES } from '../delivery/deliveryMessages.ts';
import type { ApiOverride, OverrideBody, OverrideTerms } from '../../calls/overrideCalls.ts';
import { overrideErrors } from './overrideRules.ts';
import { OverrideStore, type StoredOverride } from './OverrideStore.ts';
import { globalTerms, isEmptyOverride, NO_OVERRIDE } from './studentOverride.ts';

/** Ours: an override names someone who is no student of the course. */
export const NOT_A_STUDENT = 'This student is not in the course.';
/** Ours: a student asked for someone else's override (answered as if there were none to find). */
export const NOT_YOURS = 'Did not find this override.';

/** Who asks: their id and rights in the course. */
export interface OverrideCaller {
  userId: string;
  access: CourseAccess;
}

/**
 * Per-student assessment overrides (part 2 §7, part 3 §3): professors list,
 * read and save them; a student reads only their own. Delivery applies them
 * (DeliveryService reads the same table).
 */
export class OverrideService {
  private readonly store: OverrideStore;

  constructor(
    db: Knex,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly components: ComponentReader,
    private readonly people: PeopleDirectory,
    private readonly grading: GradeLedger,
    private readonly records: GradebookRecords,
  ) {
    this.store = new OverrideStore(db);
  }

  private async config(courseId: string, componentId: string, access: CourseAccess): Promise<AssessmentConfig> {
    return (await this.components.get(courseId, componentId, access, 'assessment', DELIVERY_MESSAGES.notReady)).config;
  }

  private async named(overrides: StoredOverride[]): Promise<ApiOverride[]> {
    const people = new Map((await this.people.byIds(overrides.map((override) => override.userId))).map((person) => [person.id, person]));
    return overrides.map(({ userId, ...terms }) => ({
      student_id: userId,
      name: people.get(userId)?.firstname ?? '',
      surname: people.get(userId)?.lastname ?? '',
      ...terms,
    }));
  }

  /** GET assessment_override/{courseId}/{componentId}: the assessment's values and every student's override. */
  async list(courseId: string, componentId: string, access: CourseAccess) {
    const config = await this.config(courseId, componentId, access);
    return { global: globalTerms(config), overrides: await this.named(await this.store.list(courseId, componentId)) };
  }

  /**
   * GET .../{studentId}: professors read anyone's; a student only their own.
   * Someone else's is not-found: the route admits students, so a refusal
   * there would read as a lack of rights to the route itself.
   */
  async one(courseId: string, componentId: string, studentId: string, caller: OverrideCaller) {
    if (!caller.access.professor && caller.userId !== studentId) throw new LmsError('not-found', NOT_YOURS);
    const config = await this.config(courseId, componentId, caller.access);
    const stored = await this.store.find({ courseId, componentId, userId: studentId });
    return { global: globalTerms(config), override: stored ? (await this.named([stored]))[0]! : null };
  }

  /**
   * POST: sets the student's override; a field null or absent takes the
   * assessment's value, and all of them so removes it (answered with every
   * field null). Checked by the assessment save rules over the student's
   * effective settings.
   */
  async save(courseId: string, componentId: string, studentId: string, body: OverrideBody, caller: OverrideCaller): Promise<ApiOverride> {
    const config = await this.config(courseId, componentId, caller.access);
    const members = await this.people.courseMembers(courseId);
    if (!members.some((member) => member.id === studentId && member.role === 'student')) throw new LmsError('not-found', NOT_A_STUDENT);
    const terms = readTerms(body);
    const owner = { courseId, componentId, userId: studentId };
    if (isEmptyOverride(terms)) {
      await this.store.remove(owner);
      await this.changed(courseId, componentId, studentId);
      return (await this.named([{ userId: studentId, ...NO_OVERRIDE }]))[0]!;
    }
    const errors = overrideErrors(config, terms);
    if (errors.length) throw LmsError.validation(errors);
    const saved = await this.store.save(owner, terms, { id: this.ids.newId(), by: caller.userId, at: this.clock.now() });
    await this.changed(courseId, componentId, studentId);
    return (await this.named([saved]))[0]!;
  }

  /** The student's dates changed, and with them what is due and late: the ledger tells its listeners (the gradebook's live rows, the cached course cards). */
  private async changed(courseId: string, componentId: string, studentId: string): Promise<void> {
    const activity = await this.records.activity(courseId, componentId);
    this.grading.notifyChange({ courseId, userIds: [studentId], activityIds: activity ? [activity.id] : 'all' });
  }
}

/** The body's fields as override terms: absent is null, dates as ISO, the policy's period named. */
function readTerms(body: OverrideBody): OverrideTerms {
  const date = (value: string | null | undefined) => (value === null || value === undefined ? null : new Date(value).toISOString());
  const policy = body.policy ?? null;
  return {
    open_date: date(body.open_date),
    due_date: date(body.due_date),
    close_date: date(body.close_date),
    time_limit: body.time_limit ?? null,
    submission_attempts: body.submission_attempts ?? null,
    policy: policy && { penalty: policy.penalty, per: policy.per, max: policy.max, humanly_per: PERIOD_NAMES[policy.per] },
  };
}
