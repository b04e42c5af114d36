import { buttonClass } from '@lms/sdk/web';

const address = (courseId: string, componentId: string, version?: '2.1') =>
  `/server/assessment/packages/export/?${new URLSearchParams({ course: courseId, component: componentId, ...(version ? { version } : {}) }).toString()}`;

/** The saved assessment as a QTI package (issue 28 item 5): its Questions and an assessmentTest with its settings. */
export function QtiExportLinks({ courseId, componentId }: { courseId: string; componentId: string }) {
  return (
    <p className="lms-assessment-export">
      As saved:{' '}
      <a className={buttonClass({ variant: 'secondary', small: true })} href={address(courseId, componentId)} download>
        Export as QTI 3.0
      </a>{' '}
      <a className={buttonClass({ variant: 'secondary', small: true })} href={address(courseId, componentId, '2.1')} download>
        Export as QTI 2.1
      </a>
    </p>
  );
}
