import type { ItemWithAnswers } from '../../calls/deliveryCalls.ts';
import { rightAnswerLines } from './rightAnswer.ts';

/** The item's right answer in words (entries of an ordering in their order); manual items have none. */
export function RightAnswer({ item }: { item: ItemWithAnswers }) {
  const lines = rightAnswerLines(item);
  if (lines === null) return <p className="lms-grading-muted">No right answer: a person scores this Question.</p>;
  const List = item.type === 'ordering' ? 'ol' : 'ul';
  return (
    <div className="lms-grading-answer">
      <p className="lms-grading-answer__label">Right answer</p>
      {lines.length === 1 ? (
        <p>{lines[0]}</p>
      ) : (
        <List>
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </List>
      )}
    </div>
  );
}
