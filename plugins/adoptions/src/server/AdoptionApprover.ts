import { LmsError, type AuditLog, type Clock, type CourseDirectory, type Knex, type MailSender, type PeopleDirectory, type Person } from '@lms/sdk';
import { ADOPTION_MESSAGES, OWN_MESSAGES } from '../schemas/adoptionMessages.ts';
import type { ApproveBody } from '../schemas/adoptionBodies.ts';
import type { ApiAdoptionRequest } from '../schemas/adoptionTypes.ts';
import { approvalMail } from './approvalMail.ts';
import { auditRequest } from './requestAudit.ts';
import { dayToDate, requiredFields } from './requestFields.ts';
import type { RequestRow } from './requestRows.ts';
import { requestNotFound } from './RequestService.ts';
import type { RequestStore } from './RequestStore.ts';
import type { RequestViews } from './requestViews.ts';

/** Approving a request (the spec's clone): the requester gets their own copy of the catalog course, and a mail saying so. */
export class AdoptionApprover {
  constructor(
    private readonly db: Knex,
    private readonly store: RequestStore,
    private readonly views: RequestViews,
    private readonly courses: CourseDirectory,
    private readonly people: PeopleDirectory,
    private readonly mail: MailSender,
    private readonly clock: Clock,
    private readonly audit: AuditLog,
  ) {}

  /**
   * Copies the catalog course for the requester (the administrator's edited title
   * and start date, else the requested ones), marks the request approved and
   * queues the mail, in one transaction: a failure leaves no course, no mail and
   * the request pending.
   */
  async approve(id: string, edits: ApproveBody, adminId: string, origin: string): Promise<ApiAdoptionRequest> {
    const found = await this.pending(id);
    const [title, startDay] = requiredFields([
      { field: 'title', is: 'course_title', value: edits.title ?? found.course_title },
      { field: 'start_date', is: 'course_start_date', value: edits.start_date ?? found.course_start_date },
    ]);
    // Read before the transaction: these use their own connection, which waits for an open transaction on PGlite.
    const requester = await this.requester(found);
    const catalogTitle = await this.courseTitle(found.course_id);
    await this.db.transaction(async (trx) => {
      const [row] = await this.store.lock(trx, [id]);
      if (row?.state !== 'pending') throw requestNotFound(row);
      const course = await this.courses.copy(row.course_id, { title: title!, startDate: dayToDate(startDay!), instructorId: row.user_id }, trx);
      await this.store.decide(trx, [id], { state: 'approved', decided_by: adminId, decided_at: this.clock.now(), created_course_id: course.id });
      await this.mail.send(approvalMail(requester, course, catalogTitle, origin), trx);
      await auditRequest(this.audit, trx, { actorId: adminId, verb: 'clone', before: row, after: (await this.store.byId(id, trx))! });
    });
    return this.views.one((await this.store.byId(id))!);
  }

  /** Sends the approval mail again (the spec's invite), audited with the mail in one transaction. */
  async invite(id: string, origin: string, adminId: string): Promise<ApiAdoptionRequest> {
    const row = await this.store.byId(id);
    if (!row) throw requestNotFound(row);
    const [course] = row.state === 'approved' && row.created_course_id ? await this.courses.summaries([row.created_course_id]) : [];
    if (!course) throw new LmsError('conflict', OWN_MESSAGES.noCourseToInvite);
    // Read before the transaction (see approve).
    const mail = approvalMail(await this.requester(row), course, await this.courseTitle(row.course_id), origin);
    await this.db.transaction(async (trx) => {
      await this.mail.send(mail, trx);
      await auditRequest(this.audit, trx, { actorId: adminId, verb: 'invite', before: row, after: row });
    });
    return this.views.one(row);
  }

  private async pending(id: string): Promise<RequestRow> {
    const row = await this.store.byId(id);
    if (row?.state !== 'pending') throw requestNotFound(row);
    return row;
  }

  private async requester(row: RequestRow): Promise<Person> {
    const [person] = await this.people.byIds([row.user_id]);
    if (!person) throw new LmsError('not-found', ADOPTION_MESSAGES.requestNotFound);
    return person;
  }

  private async courseTitle(courseId: string): Promise<string> {
    const [course] = await this.courses.summaries([courseId]);
    return course?.title ?? '';
  }
}
