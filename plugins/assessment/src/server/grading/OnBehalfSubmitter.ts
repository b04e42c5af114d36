import { LmsError, type Clock, type CourseAccess, type IdGenerator, type Logger, type PeopleDirectory } from '@lms/sdk';
import { NOT_A_STUDENT } from '../overrides/OverrideService.ts';
import type { AttemptStore } from '../delivery/AttemptStore.ts';
import type { DeliveryService } from '../delivery/DeliveryService.ts';
import type { CourseAssessments } from './courseAssessment.ts';
import type { GradedAttemptStore } from './GradedAttemptStore.ts';
import { GRADING_MESSAGES } from './gradingMessages.ts';
import type { JobOutcome, JobStore, NewJob } from './JobStore.ts';

/** The professor who asks, and their rights in the course. */
export interface OnBehalfCaller {
  userId: string;
  access: CourseAccess;
}

const amount = (value: number | string | null) => (value === null ? null : Number(value));

/**
 * Submit-on-behalf (part 2 §7 assessment/update, job_poller; part 3 §4): a
 * professor submits students' running attempts as they stand now, by the
 * server clock and the student's own terms (the same rules as the student's
 * submit). Each student and assessment is a job stored in the database, run
 * during the call; the professor's browser polls the results (up to 10 tries,
 * 1 s apart) from whichever node it reaches.
 */
export class OnBehalfSubmitter {
  constructor(
    private readonly delivery: DeliveryService,
    private readonly assessments: CourseAssessments,
    private readonly attempts: AttemptStore,
    private readonly graded: GradedAttemptStore,
    private readonly jobs: JobStore,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly log: Logger,
    private readonly people: PeopleDirectory,
  ) {}

  async submit(courseId: string, userIds: readonly string[], componentIds: readonly string[], caller: OnBehalfCaller) {
    const components = [...new Set(componentIds)];
    // Issue 14: the ids the body carries are checked as the roster would show them: students of this course only.
    const students = new Set((await this.people.courseMembers(courseId)).filter((member) => member.role === 'student').map((member) => member.id));
    const strangers = userIds.flatMap((id, index) => (students.has(id) ? [] : [{ field: `user_ids/${index}`, message: NOT_A_STUDENT }]));
    if (strangers.length) throw LmsError.validation(strangers);
    // Every component must be an assessment of the course before anything is submitted.
    for (const componentId of components) await this.assessments.config(courseId, componentId, caller.access);
    const jobs: NewJob[] = components.flatMap((componentId) =>
      [...new Set(userIds)].map((userId) => ({ reference: this.ids.newId(), course_id: courseId, component_id: componentId, user_id: userId, created_by: caller.userId })),
    );
    await this.jobs.create(jobs, this.clock.now());
    for (const job of jobs) await this.jobs.finish(job.reference, await this.run(job, caller), this.clock.now());
    return { jobs: jobs.map((job) => ({ reference: job.reference, user_id: job.user_id, component_id: job.component_id })) };
  }

  private async run(job: NewJob, caller: OnBehalfCaller): Promise<JobOutcome> {
    const owner = { userId: job.user_id, courseId: job.course_id, componentId: job.component_id };
    const running = await this.attempts.running(owner);
    if (!running || running.preview) return { status: 'failed', message: GRADING_MESSAGES.nothingRunning };
    try {
      const submitted = await this.delivery.submit(owner, caller.access, {}, caller.userId);
      const attempt = await this.graded.byId(submitted._id);
      return { status: 'done', score: amount(attempt?.score ?? null), max_score: amount(attempt?.max_score ?? null) };
    } catch (error) {
      if (error instanceof LmsError) return { status: 'failed', message: error.message };
      this.log.error({ err: error, reference: job.reference }, 'submit-on-behalf failed');
      return { status: 'failed', message: new LmsError('internal-error').message };
    }
  }

  /** The caller's jobs by reference, in the order asked; a reference that is not theirs is answered as failed. */
  async poll(references: readonly string[], callerId: string) {
    const found = new Map((await this.jobs.mine(references, callerId)).map((job) => [job.reference, job]));
    return {
      jobs: references.map((reference) => {
        const job = found.get(reference);
        if (!job) return { reference, status: 'failed' as const, message: GRADING_MESSAGES.jobNotFound };
        return {
          reference,
          status: job.status,
          ...(job.message === null ? {} : { message: job.message }),
          ...(job.status === 'done' ? { score: amount(job.score), max_score: amount(job.max_score) } : {}),
        };
      }),
    };
  }
}
