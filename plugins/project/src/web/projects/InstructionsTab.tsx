import type { ProjectPanelProps } from './projectPanelTabs.ts';

/** The component's description: what the instructor asks the project to be. */
export function InstructionsTab({ component }: Pick<ProjectPanelProps, 'component'>) {
  if (!component) return <p className="lms-project-quiet">Loading the instructions…</p>;
  const text = component.description?.trim();
  return (
    <div className="lms-project-instructions">
      {component.title && <h3>{component.title}</h3>}
      {text ? <p className="lms-project-instructions__text">{text}</p> : <p className="lms-project-quiet">No instructions were given.</p>}
    </div>
  );
}
