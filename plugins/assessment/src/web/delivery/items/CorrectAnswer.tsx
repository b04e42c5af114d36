import type { Choice } from '../../../schemas/itemTypes.ts';
import type { ItemWithAnswers } from '../../../calls/deliveryCalls.ts';
import { templateParts } from './FillBlanksInput.tsx';
import { QtiCorrectAnswer } from '../qti/QtiCorrectAnswer.tsx';

const textOf = (choices: Choice[], id: string) => choices.find((choice) => choice.id === id)?.text ?? id;

const either = (answers: string[]) => answers.join(' or ');

/**
 * The right answer of an item, read from its full content (a review showing
 * correct answers, grading). The manually scored types have none: a person
 * scores them.
 */
export function CorrectAnswer({ item }: { item: ItemWithAnswers }) {
  return <div className="lms-item-answer">{answerOf(item)}</div>;
}

function answerOf(item: ItemWithAnswers) {
  switch (item.type) {
    case 'single_choice':
      return <p>Right answer: {textOf(item.content.choices, item.content.correct)}</p>;
    case 'multiple_response':
      return (
        <>
          <p>Right answers:</p>
          <ul>
            {item.content.correct.map((id) => (
              <li key={id}>{textOf(item.content.choices, id)}</li>
            ))}
          </ul>
        </>
      );
    case 'true_false':
      return <p>Right answer: {item.content.correct ? 'True' : 'False'}</p>;
    case 'short_text':
      return <p>{item.content.answers.length === 1 ? 'Right answer' : 'Accepted answers'}: {either(item.content.answers)}</p>;
    case 'numeric': {
      const { answer, tolerance = 0, tolerance_percent = 0 } = item.content;
      const margin = Math.max(tolerance, (Math.abs(answer) * tolerance_percent) / 100);
      return <p>Right answer: {margin > 0 ? `${answer} ± ${margin}` : answer}</p>;
    }
    case 'fill_blanks': {
      const byId = new Map(item.content.blanks.map((blank) => [blank.id, blank]));
      return (
        <p>
          Right answers:{' '}
          {templateParts(item.content.template).map((part, index) => (
            <span key={index}>
              {part.text}
              {part.blank !== undefined && <strong>[{either(byId.get(part.blank)?.answers ?? [])}]</strong>}
            </span>
          ))}
        </p>
      );
    }
    case 'ordering':
      return (
        <>
          <p>Right order:</p>
          <ol>
            {item.content.entries.map((entry) => (
              <li key={entry.id}>{entry.text}</li>
            ))}
          </ol>
        </>
      );
    case 'matching':
      return (
        <>
          <p>Right matches:</p>
          <ul>
            {item.content.prompts.map((prompt) => (
              <li key={prompt.id}>
                {prompt.text}: {textOf(item.content.options, prompt.match)}
              </li>
            ))}
          </ul>
        </>
      );
    case 'qti':
      return <QtiCorrectAnswer content={item.content} ids={`correct-${item.id}`} />;
    default:
      return <p>A person scores this Question.</p>;
  }
}
