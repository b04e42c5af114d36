import { Button, Modal } from '@lms/sdk/web';
import type { AverageAnswer } from '../../calls/dashboardCalls.ts';

/** The insights modal: what the numbers say, each with the numbers behind it. */
export function InsightsModal({ answer, onClose }: { answer: AverageAnswer; onClose(): void }) {
  const lessons = answer.lessonassessments.filter((lesson) => lesson.average !== null).sort((a, b) => a.average! - b.average!);
  const lowest = lessons[0];
  const unscored = answer.scores.filter((student) => student.percent === null).length;
  return (
    <Modal
      title="Insights"
      onClose={onClose}
      actions={
        <Button type="button" onClick={onClose}>
          Close
        </Button>
      }
    >
      <ul className="ins-insights">
        <li>{answer.insight}</li>
        <li>{answer.engagement.insight}</li>
        {lowest ? (
          <li>
            Lowest lesson average: {lowest.lesson_title}, {lowest.average}% over {lowest.assessments.reduce((sum, assessment) => sum + assessment.scored, 0)} scores.
          </li>
        ) : null}
        {unscored > 0 ? <li>{unscored === 1 ? '1 student has' : `${unscored} students have`} no score yet.</li> : null}
      </ul>
    </Modal>
  );
}
