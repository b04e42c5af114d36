import { ChoiceContent } from '../qtiContent.tsx';
import { identifierOf } from '../qtiLabels.ts';

/** What a gap match (in text or on an image) places, listed as written, images shown, before the gaps or hotspots that take them. */
export function ChoicesToPlace({ choices }: { choices: Element[] }) {
  return (
    <ul className="lms-qti-gap-choices" aria-label="Choices to place">
      {choices.map((choice) => (
        <li key={identifierOf(choice)}>
          <ChoiceContent element={choice} />
        </li>
      ))}
    </ul>
  );
}
