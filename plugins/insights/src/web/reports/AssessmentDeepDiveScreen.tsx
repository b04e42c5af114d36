import { pageClass, AppLink, routePath, type ScreenProps } from '@lms/sdk/web';
import { listAssessmentFigures } from '../../calls/reportCalls.ts';
import { DistributionChart, FigureList } from './Figures.tsx';
import { LoadState } from './LoadState.tsx';
import { ReportsNav } from './ReportsNav.tsx';
import { useCallQuery } from './serverData.ts';
import './reports.css';

/** Part 3 /{courseId}/assessment-deep-dive: the course's assessments with their figures, each opening its own deep dive. */
export default function AssessmentDeepDiveScreen({ params }: ScreenProps<'assessment_deep_dive'>) {
  const { courseId } = params;
  const report = useCallQuery(listAssessmentFigures, { params: { courseId } });
  return (
    <div className={`${pageClass('wide')} ins-reports`}>
      <h1>Assessment deep dive</h1>
      <ReportsNav courseId={courseId} current="assessment_deep_dive" />
      {!report.data && <LoadState error={report.error} what="the assessments" />}
      {report.data && report.data.assessments.length === 0 && <p>This course has no assessments yet.</p>}
      {report.data && report.data.assessments.length > 0 && (
        <ul className="ins-reports-cards">
          {report.data.assessments.map((assessment) => (
            <li key={assessment.activity_id}>
              <h2>
                <AppLink to={routePath('assessment_deep_dive.assessment', { courseId, assessmentId: assessment.component_id })}>{assessment.title}</AppLink>
              </h2>
              <FigureList submitted={assessment.submitted} students={report.data.students} average={assessment.average} median={assessment.median} />
              {assessment.submitted > 0 && <DistributionChart title={`Scores on ${assessment.title}`} histogram={assessment.histogram} />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
