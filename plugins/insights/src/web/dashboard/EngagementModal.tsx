import { Button, Modal } from '@lms/sdk/web';
import type { AverageAnswer, EngagementEvidence } from '../../calls/dashboardCalls.ts';
import { percentText } from './dashboardText.ts';

const CLASSES = [
  { key: 'disengaged', title: 'Disengaged', rule: 'Under 30 minutes in the past week, or under 60 minutes in the past two weeks.' },
  { key: 'struggling', title: 'Struggling', rule: 'Not disengaged, with an average score under 70%.' },
  { key: 'engaged', title: 'Engaged', rule: 'Not disengaged, with an average of 70% or more (or no score yet).' },
] as const;

/** /dashboard/engagement: each class with its rule, and each student's evidence (the rule that fired and the numbers). */
export function EngagementModal({ answer, onClose }: { answer: AverageAnswer; onClose(): void }) {
  const byClass = (key: EngagementEvidence['class']) => answer.engagement.insight_list.filter((entry) => entry.class === key);
  return (
    <Modal
      title="Engagement"
      onClose={onClose}
      size="wide"
      actions={
        <Button type="button" onClick={onClose}>
          Close
        </Button>
      }
    >
      <p>{answer.engagement.insight}</p>
      {CLASSES.map(({ key, title, rule }) => {
        const students = byClass(key);
        return (
          <section key={key} aria-labelledby={`ins-eng-${key}`} className="ins-eng-class">
            <h3 id={`ins-eng-${key}`}>
              {title} ({students.length})
            </h3>
            <p className="ins-eng-rule">{rule}</p>
            {students.length === 0 ? (
              <p>No students.</p>
            ) : (
              <table className="ins-table">
                <caption className="ins-visually-hidden">{title} students and their evidence</caption>
                <thead>
                  <tr>
                    <th scope="col">Student</th>
                    <th scope="col">Past week</th>
                    <th scope="col">Week before</th>
                    <th scope="col">Score</th>
                    <th scope="col">Evidence</th>
                  </tr>
                </thead>
                <tbody>
                  {students.map((student) => (
                    <tr key={student.user_id}>
                      <th scope="row">{student.name}</th>
                      <td>{student.minutes_past_week} min</td>
                      <td>{student.minutes_prior_week} min</td>
                      <td>{percentText(student.percent === null ? null : Math.round(student.percent))}</td>
                      <td>{student.explanation}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        );
      })}
    </Modal>
  );
}
