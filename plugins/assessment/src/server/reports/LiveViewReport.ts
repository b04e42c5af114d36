import type { Clock, ComponentReader, CourseAccess, PeopleDirectory } from '@lms/sdk';
import { deliveredCount, liveRow } from './liveRow.ts';
import { reportedAssessment } from './reportedAssessment.ts';
import type { ReportAttempts } from './ReportAttempts.ts';
import type { LiveView } from '../../calls/reportCalls.ts';

/**
 * The live view (part 2 §2 "liveview", part 3 "Live-progress page"): every
 * student of the course at one assessment, in the course's name order.
 * Queries: the component (the kernel's), the members (the kernel's, three),
 * and one for every student's latest attempt.
 */
export class LiveViewReport {
  constructor(
    private readonly attempts: ReportAttempts,
    private readonly components: ComponentReader,
    private readonly people: PeopleDirectory,
    private readonly clock: Clock,
  ) {}

  async liveView(courseId: string, componentId: string, access: CourseAccess): Promise<LiveView> {
    const { title, config } = await reportedAssessment(this.components, courseId, componentId, access);
    const [members, attempts] = await Promise.all([this.people.courseMembers(courseId), this.attempts.latestPerStudent(courseId, componentId)]);
    const latest = new Map(attempts.map((attempt) => [attempt.user_id, attempt]));
    const students = members.filter((member) => member.role === 'student' && !member.bot);
    return {
      title,
      total_items: deliveredCount(config),
      now: this.clock.now().toISOString(),
      students: students.map((student) => liveRow(student, latest.get(student.id))),
    };
  }
}
