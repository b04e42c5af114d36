import { useQuery } from '@tanstack/react-query';
import { Puzzle } from 'lucide-react';
import type { ComponentTypeChoice } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { courseQueries } from '../../course/courseQueries.ts';
import { LoadingState } from '../../ui/LoadingState.tsx';

interface ComponentTypeChooserProps {
  courseId: string;
  /** The type being created, while its call runs (every choice is disabled meanwhile). */
  creating?: string;
  onChoose(choice: ComponentTypeChoice): void;
}

/** The installed component types as a grid of buttons (each type's defaults are its template). */
export function ComponentTypeChooser({ courseId, creating, onChoose }: ComponentTypeChooserProps) {
  const { api } = useShell();
  const types = useQuery(courseQueries.componentTypes(api, courseId));
  if (types.isPending) return <LoadingState label="Loading the component types…" />;
  if (types.isError) return <p className="form-error">The component types could not be loaded.</p>;
  if (types.data.length === 0) return <p className="empty-state">No component types are installed.</p>;
  return (
    <ul className="type-grid">
      {types.data.map((choice) => (
        <li key={choice.type}>
          <button type="button" className="type-card" disabled={creating !== undefined} onClick={() => onChoose(choice)}>
            <Puzzle aria-hidden="true" size={22} />
            <span>{creating === choice.type ? `Adding ${choice.title}…` : choice.title}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
