import { useRef, useState, type ComponentType } from 'react';
import type { ApiComponent } from '@lms/contract';
import type { ComponentEditorProps } from '../web/plugin.ts';
import { appliedChange, type ValueChange } from '../web/valueChange.ts';

interface ControlledEditorProps<C> {
  Editor: ComponentType<ComponentEditorProps<C>>;
  component: ApiComponent<C>;
  errors?: Record<string, string>;
  /** Hears every config the editor reports (an updater applied), before it is kept. */
  onChange(value: C): void;
}

/**
 * A component Editor as the host's edit screen holds it: controlled, each reported config kept in state and
 * given back; an updater is applied to the config kept last, as the host applies it to the form's.
 */
export function ControlledEditor<C>({ Editor, component, errors = {}, onChange }: ControlledEditorProps<C>) {
  const [value, setValue] = useState(component.config);
  const kept = useRef(component.config);
  return (
    <Editor
      component={component}
      value={value}
      onChange={(change: ValueChange<C>) => {
        const next = appliedChange(kept.current, change);
        kept.current = next;
        onChange(next);
        setValue(next);
      }}
      errors={errors}
      courseId={component.course_id}
    />
  );
}
