import { LmsError, type AuditLog, type Clock, type IdGenerator, type Knex, type ProfessorRegistered } from '@lms/sdk';
import { ADOPTION_MESSAGES, OWN_MESSAGES } from '../schemas/adoptionMessages.ts';
import type { Decision, NewRequestBody } from '../schemas/adoptionBodies.ts';
import type { ApiAdoptionRequest, ApiRequestList, RequestState } from '../schemas/adoptionTypes.ts';
import type { CatalogStore } from './CatalogStore.ts';
import { auditRequest } from './requestAudit.ts';
import { requiredFields } from './requestFields.ts';
import type { RequestRow } from './requestRows.ts';
import type { RequestPage, RequestStore } from './RequestStore.ts';
import type { RequestViews } from './requestViews.ts';

/** What each decision may change: rejecting answers a pending request; removing also clears an approved one from the list. */
const DECIDABLE: Record<Decision, readonly RequestState[]> = { reject: ['pending'], remove: ['pending', 'approved'] };
const DECIDED_STATE: Record<Decision, RequestState> = { reject: 'rejected', remove: 'removed' };

/** 404 for an id that names no request, 409 for one already decided: the spec's one message for both (part 3 §8). */
export function requestNotFound(row: RequestRow | undefined): LmsError {
  return new LmsError(row ? 'conflict' : 'not-found', ADOPTION_MESSAGES.requestNotFound);
}

/** Adoption requests (part 3 §1, §4): instructors ask, administrators read and decide. */
export class RequestService {
  constructor(
    private readonly db: Knex,
    private readonly store: RequestStore,
    private readonly catalog: CatalogStore,
    private readonly views: RequestViews,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly audit: AuditLog,
  ) {}

  async create(userId: string, body: NewRequestBody): Promise<ApiAdoptionRequest> {
    const [courseTitle, startDate, enrollment] = requiredFields([
      { field: 'course_title', is: 'course_title', value: body.course_title },
      { field: 'course_start_date', is: 'course_start_date', value: body.course_start_date },
      { field: 'course_enrollment', is: 'course_enrollment', value: body.course_enrollment },
    ]);
    if (!(await this.catalog.byCourse(body.course_id))) throw new LmsError('not-found', OWN_MESSAGES.notInCatalog);
    const id = this.ids.newId();
    await this.store.insert({
      id,
      user_id: userId,
      course_id: body.course_id,
      course_title: courseTitle!,
      course_start_date: startDate!,
      course_enrollment: enrollment!,
      created_at: this.clock.now(),
    });
    return this.views.one((await this.store.byId(id))!);
  }

  /**
   * A professor who registered for a catalog course (/professor_registration/{id})
   * with its course name, start date and expected enrolment has asked for it:
   * a pending request, written in the registration's transaction. Anything
   * less (no course, a course not in the catalog, a missing field) asks nothing.
   */
  async fromRegistration(registration: ProfessorRegistered, trx: Knex.Transaction): Promise<void> {
    const { userId, courseId, courseTitle, courseStartDate, courseEnrollment } = registration;
    if (!courseId || !courseTitle || !courseStartDate || !courseEnrollment) return;
    if (!(await this.catalog.byCourse(courseId, trx))) return;
    await this.store.insert(
      { id: this.ids.newId(), user_id: userId, course_id: courseId, course_title: courseTitle, course_start_date: courseStartDate, course_enrollment: courseEnrollment, created_at: this.clock.now() },
      trx,
    );
  }

  async mine(userId: string): Promise<ApiAdoptionRequest[]> {
    return this.views.many(await this.store.ofUser(userId));
  }

  async page(page: RequestPage): Promise<ApiRequestList> {
    const { rows, total } = await this.store.page(page);
    return { requests: await this.views.many(rows), total };
  }

  async one(id: string): Promise<ApiAdoptionRequest> {
    const row = await this.store.byId(id);
    if (!row) throw requestNotFound(row);
    return this.views.one(row);
  }

  pendingCount(): Promise<number> {
    return this.store.pendingCount();
  }

  /** Rejects or removes every request named, or none: an unknown or already decided one refuses the lot. Each change is audited. */
  async decide(ids: readonly string[], action: Decision, adminId: string): Promise<number> {
    return this.db.transaction(async (trx) => {
      const rows = await this.store.lock(trx, ids);
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const id of ids) {
        const row = byId.get(id);
        if (!row || !DECIDABLE[action].includes(row.state)) throw requestNotFound(row);
      }
      await this.store.decide(trx, ids, { state: DECIDED_STATE[action], decided_by: adminId, decided_at: this.clock.now() });
      for (const before of rows) {
        const after = (await this.store.byId(before.id, trx))!;
        await auditRequest(this.audit, trx, { actorId: adminId, verb: action, before, after });
      }
      return ids.length;
    });
  }
}
