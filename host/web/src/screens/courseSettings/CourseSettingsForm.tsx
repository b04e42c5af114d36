import { useState, type FormEvent } from 'react';
import { ApiError } from '@lms/sdk/web';
import { saveCourseSettings } from '@lms/sdk/calls';
import { useShell } from '../../app/ShellContext.ts';
import { errorNotice, isSessionLoss } from '../../notifications/errorNotice.ts';
import { COURSE_SETTINGS_UPDATED } from '../authoring/authoringMessages.ts';
import { useUnsavedChangesWarning } from '../component/useUnsavedChangesWarning.tsx';
import { SETTING_GROUPS } from './courseSettingsFields.ts';
import type { CourseSettings } from './courseSettingsTypes.ts';
import { settingsPayload, valuesOf, withEndAfterStart, type SettingValues } from './courseSettingsValues.ts';
import { SettingControl } from './SettingControl.tsx';

/** Part 2 §8: a refused course settings save shows the server's error for 5 s. */
const SERVER_ERROR_MS = 5000;

interface CourseSettingsFormProps {
  courseId: string;
  settings: CourseSettings;
}

/** Every field of part 2 §3 Course in groups; saved through PUT collection/courses/ with messages at the fields. */
export function CourseSettingsForm({ courseId, settings }: CourseSettingsFormProps) {
  const { api, notifications, queryClient } = useShell();
  const [saved, setSaved] = useState<SettingValues>(() => valuesOf(settings));
  const [values, setValues] = useState<SettingValues>(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [ratioProblems, setRatioProblems] = useState<Record<string, string | undefined>>({});
  const [saving, setSaving] = useState(false);
  const unsavedDialog = useUnsavedChangesWarning(JSON.stringify(values) !== JSON.stringify(saved));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const adjusted = withEndAfterStart(values);
    setValues(adjusted);
    const built = settingsPayload(adjusted, saved);
    const ratioErrors = Object.fromEntries(Object.entries(ratioProblems).filter((entry): entry is [string, string] => entry[1] !== undefined));
    const clientErrors = { ...(built.ok ? {} : built.errors), ...ratioErrors };
    setErrors(clientErrors);
    if (!built.ok || Object.keys(clientErrors).length > 0) return;
    setSaving(true);
    try {
      const answer = await api.call(saveCourseSettings, { params: { courseId }, body: built.payload });
      const next = valuesOf(answer.settings);
      setSaved(next);
      setValues(next);
      notifications.show({ type: 'success', message: answer.status || COURSE_SETTINGS_UPDATED });
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(courseId) });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.fields.length > 0) {
        setErrors(Object.fromEntries(error.fields.map(({ field, message }) => [field.replace(/^\//, '').replace(/\//g, '.'), message])));
      } else if (!isSessionLoss(error)) notifications.show({ type: 'error', message: errorNotice(error), timeout: SERVER_ERROR_MS });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="course-settings" noValidate onSubmit={(event) => void onSubmit(event)}>
      {SETTING_GROUPS.map((group) => (
        <fieldset key={group.id} className="course-settings__group">
          <legend>{group.title}</legend>
          {group.fields.map((field) => (
            <SettingControl
              key={field.key}
              courseId={courseId}
              field={field}
              value={values[field.key] ?? ''}
              error={errors[field.key]}
              onChange={(value) => setValues((current) => ({ ...current, [field.key]: value }))}
              onRatioProblem={(problem) => setRatioProblems((current) => ({ ...current, [field.key]: problem }))}
            />
          ))}
        </fieldset>
      ))}
      <div className="form-actions course-settings__actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save settings'}
        </button>
      </div>
      {unsavedDialog}
    </form>
  );
}
