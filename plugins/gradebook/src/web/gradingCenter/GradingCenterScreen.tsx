import { useId } from 'react';
import { AppLink, DataGrid, pageClass, type GridColumnSpec, type ScreenProps } from '@lms/sdk/web';
import { getGradingCenter, type WaitingActivity } from '../../calls/gradingCenterCalls.ts';
import { BOARD_GRADES_SAVED, useCallQuery } from '../shared/serverData.ts';
import { gradingLinks } from './gradingLinks.ts';

const dateText = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function columns(courseId: string): GridColumnSpec<WaitingActivity>[] {
  return [
    { id: 'title', header: 'Activity', rowHeader: true, sortable: true, filterable: true, width: 260, value: (activity) => activity.title },
    { id: 'type', header: 'Type', sortable: true, width: 120, value: (activity) => activity.type },
    { id: 'waiting', header: 'Waiting', sortable: true, width: 100, value: (activity) => activity.waiting },
    {
      id: 'oldest',
      header: 'Waiting since',
      sortable: true,
      width: 190,
      value: (activity) => activity.oldest_submitted_at,
      cell: (activity) => <time dateTime={activity.oldest_submitted_at}>{dateText(activity.oldest_submitted_at)}</time>,
    },
    {
      id: 'grade',
      header: 'Grade',
      width: 300,
      noExport: true,
      value: () => null,
      cell: (activity) => {
        const links = gradingLinks(courseId, activity);
        if (links.length === 0) return 'In the gradebook';
        return (
          <span className="lms-grading-center-links">
            {links.map((link) => (
              <AppLink key={link.href} to={link.href}>
                {link.label}
              </AppLink>
            ))}
          </span>
        );
      },
    },
  ];
}

/**
 * /{courseId}/grading_center (part 3 §2): every activity with attempts
 * waiting for a person, the longest-waiting first, each leading to the
 * screen that grades it.
 */
export default function GradingCenterScreen({ params }: ScreenProps<'grading_center'>) {
  const courseId = params.courseId;
  const titleId = useId();
  const center = useCallQuery(getGradingCenter, { params: { courseId } }, { refetchOn: [BOARD_GRADES_SAVED] });
  let main;
  if (center.isPending) main = <p role="status">Loading the work waiting…</p>;
  else if (center.error) main = <p role="alert" className="lms-field-error">{center.error.message}</p>;
  else if (center.data.activities.length === 0) main = <p role="status">No work is waiting to be graded.</p>;
  else {
    main = (
      <DataGrid
        label="Activities with work waiting"
        columns={columns(courseId)}
        rows={center.data.activities}
        rowId={(activity) => activity.activity_id}
        stickyColumns={1}
        csvFileName="grading-center.csv"
      />
    );
  }
  return (
    <section className={pageClass('wide')} aria-labelledby={titleId}>
      <h1 id={titleId}>Grading center</h1>
      {main}
    </section>
  );
}
