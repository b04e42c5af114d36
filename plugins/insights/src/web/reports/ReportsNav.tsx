import { AppLink, routePath } from '@lms/sdk/web';

export type ReportName = 'assessment_deep_dive' | 'report_student_deepdive' | 'performance_report';

const REPORTS: { name: ReportName; label: string }[] = [
  { name: 'assessment_deep_dive', label: 'Assessment deep dive' },
  { name: 'report_student_deepdive', label: 'Student deep dive' },
  { name: 'performance_report', label: 'Performance report' },
];

/** The three reports, one link each: the 'Reports' course-menu entry leads to the first. */
export function ReportsNav({ courseId, current }: { courseId: string; current: ReportName }) {
  return (
    <nav aria-label="Reports" className="ins-reports-nav">
      <ul>
        {REPORTS.map((report) => (
          <li key={report.name}>
            <AppLink to={routePath(report.name, { courseId })} current={report.name === current}>
              {report.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
