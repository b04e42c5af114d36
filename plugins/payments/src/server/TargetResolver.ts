import type { CourseDirectory, Knex } from '@lms/sdk';
import type { BundleStore } from './BundleStore.ts';
import { paymentErrors } from './paymentErrors.ts';

/** What a payment buys: a bundle, or one course that asks a payment (a one-course bundle). */
export interface PurchaseTarget {
  /** The bundle id, or the course id. */
  id: string;
  kind: 'bundle' | 'course';
  title: string;
  /** Cents. */
  amount: number;
  courseIds: string[];
  displayAll: boolean;
}

/** How a code or a checkout row names its target (exactly one is set). */
export interface TargetColumns {
  bundle_id: string | null;
  course_id: string | null;
}

const ID = /^[0-9a-f]{24}$/;

export function targetColumns(target: PurchaseTarget): TargetColumns {
  return target.kind === 'bundle' ? { bundle_id: target.id, course_id: null } : { bundle_id: null, course_id: target.id };
}

export function targetIdOf(row: TargetColumns): string {
  return (row.bundle_id ?? row.course_id)!;
}

/** Part 1 §7 `bundle/get/{id}`: an id names a bundle, or a course that asks a payment; anything else is 'No course(s) found'. */
export class TargetResolver {
  constructor(
    private readonly bundles: BundleStore,
    private readonly courses: CourseDirectory,
  ) {}

  async resolve(id: string, trx?: Knex): Promise<PurchaseTarget> {
    if (!ID.test(id)) throw paymentErrors.noBundle();
    const bundle = await this.bundles.find(id, trx);
    if (bundle) return { id, kind: 'bundle', title: bundle.title, amount: bundle.amount, courseIds: bundle.courseIds, displayAll: bundle.displayAll };
    const [course] = await this.courses.summaries([id], trx);
    if (!course || course.amount <= 0) throw paymentErrors.noBundle();
    return { id, kind: 'course', title: course.title, amount: course.amount, courseIds: [id], displayAll: false };
  }

  /** The courses a stored code or checkout pays for, as they are now (a course removed since is left out). */
  async coursesOf(row: TargetColumns, trx?: Knex): Promise<string[]> {
    return row.bundle_id ? this.bundles.courseIds(row.bundle_id, trx) : [row.course_id!];
  }
}
