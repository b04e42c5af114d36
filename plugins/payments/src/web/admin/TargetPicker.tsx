import { FormField, SelectField } from '@lms/sdk/web';
import { listBundles } from '../../calls/bundleCalls.ts';
import { listClasses } from '../../calls/priceCalls.ts';
import { formatAmount } from '../money.ts';
import { useCallQuery } from '../serverData.ts';

/** The select's value for "a paid course, by its id". */
export const COURSE_CHOICE = 'course';

export interface TargetChoice {
  /** A bundle id, or COURSE_CHOICE. */
  choice: string;
  courseId: string;
}

/** The bundle or paid course the codes are for: one of the bundles, one of the paid courses (GET classes), or a course by id. */
export function TargetPicker({ value, onChange }: { value: TargetChoice; onChange(value: TargetChoice): void }) {
  const bundles = useCallQuery(listBundles, {});
  const classes = useCallQuery(listClasses, {});
  const options = [
    { value: '', label: bundles.isPending || classes.isPending ? 'Loading the bundles and paid courses…' : 'Choose a bundle or a paid course' },
    ...(bundles.data?.bundles ?? []).map((bundle) => ({ value: bundle._id, label: `${bundle.title} (${formatAmount(bundle.amount)})` })),
    ...(classes.data?.classes ?? []).map((course) => ({ value: course._id, label: `Course: ${course.title} (${formatAmount(course.amount)})` })),
    { value: COURSE_CHOICE, label: 'A paid course (by its id)' },
  ];
  return (
    <div className="lms-payments-target">
      <SelectField label="Codes for" value={value.choice} onChange={(choice) => onChange({ ...value, choice })} options={options} />
      {value.choice === COURSE_CHOICE && (
        <FormField label="Course id" value={value.courseId} onChange={(courseId) => onChange({ ...value, courseId: courseId.trim() })} maxLength={24} hint="The 24-character id in the course's address." />
      )}
      {(bundles.error ?? classes.error) && <p role="alert">{(bundles.error ?? classes.error)!.message}</p>}
    </div>
  );
}

/** The target id the choice names, or null while none is chosen. */
export function targetIdOf(value: TargetChoice): string | null {
  if (value.choice === COURSE_CHOICE) return /^[0-9a-f]{24}$/.test(value.courseId) ? value.courseId : null;
  return value.choice || null;
}
