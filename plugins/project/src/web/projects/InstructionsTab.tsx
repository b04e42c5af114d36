import type { ProjectPanelProps } from './projectPanelTabs.ts';
import { RubricPreview } from './RubricPreview.tsx';

/** The component's description: what the instructor asks the project to be; and the rubric it is graded with, when its reader may see it. */
export function InstructionsTab({ component, answer }: Pick<ProjectPanelProps, 'component' | 'answer'>) {
  if (!component) return <p className="lms-project-quiet">Loading the instructions…</p>;
  const text = component.description?.trim();
  return (
    <div className="lms-project-instructions">
      {component.title && <h3>{component.title}</h3>}
      {text ? <p className="lms-project-instructions__text">{text}</p> : <p className="lms-project-quiet">No instructions were given.</p>}
      {answer.rubric && <RubricPreview rubric={answer.rubric} />}
    </div>
  );
}
