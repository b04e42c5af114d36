import { useState, type ComponentType } from 'react';
import type { ApiComponent } from '@lms/contract';
import type { ComponentEditorProps } from '../web/plugin.ts';

interface ControlledEditorProps<C> {
  Editor: ComponentType<ComponentEditorProps<C>>;
  component: ApiComponent<C>;
  errors?: Record<string, string>;
  /** Hears every config the editor reports, before it is kept. */
  onChange(value: C): void;
}

/** A component Editor as the host's edit screen holds it: controlled, each reported config kept in state and given back. */
export function ControlledEditor<C>({ Editor, component, errors = {}, onChange }: ControlledEditorProps<C>) {
  const [value, setValue] = useState(component.config);
  return (
    <Editor
      component={component}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
      errors={errors}
      courseId={component.course_id}
    />
  );
}
