import { useState } from 'react';
import { ApiError, Form, SubmitButton, useLmsForm } from '@lms/sdk/web';
import { saveCourseSettings } from '@lms/sdk/calls';
import { useShell } from '../../app/ShellContext.ts';
import { errorNotice, isSessionLoss } from '../../notifications/errorNotice.ts';
import { COURSE_SETTINGS_UPDATED } from '../authoring/authoringMessages.ts';
import { SETTING_GROUPS } from './courseSettingsFields.ts';
import type { CourseSettings } from './courseSettingsTypes.ts';
import { flatValues, nestedValues, settingsPayload, staffIds, staffText, valuesOf, withEndAfterStart, type NestedSettingValues } from './courseSettingsValues.ts';
import { SettingControl } from './SettingControl.tsx';
import { StaffPicker } from './StaffPicker.tsx';
import { applyEnrolmentLock, type EnrolmentLock } from '@lms/contract/rules';

/** Part 2 §8: a refused course settings save shows the server's error for 5 s. */
const SERVER_ERROR_MS = 5000;

interface CourseSettingsFormProps {
  courseId: string;
  settings: CourseSettings;
}

/** Every field of part 2 §3 Course in groups; saved through PUT collection/courses/ with messages at the fields. */
export function CourseSettingsForm({ courseId, settings }: CourseSettingsFormProps) {
  const { api, notifications, queryClient } = useShell();
  const [ratioProblems, setRatioProblems] = useState<Record<string, string | undefined>>({});
  const form = useLmsForm<NestedSettingValues>({
    defaultValues: nestedValues(valuesOf(settings)),
    rules: (nested) => {
      const built = settingsPayload(flatValues(nested), flatValues(form.formState.defaultValues ?? {}));
      const ratioErrors = Object.entries(ratioProblems).filter((entry): entry is [string, string] => entry[1] !== undefined);
      return Object.entries({ ...(built.ok ? {} : built.errors), ...Object.fromEntries(ratioErrors) }).map(([field, message]) => ({ field, message }));
    },
    // A refusal that is not a 422 is said by a notification for 5 s (a lost session by the global rule).
    failureMessage: () => undefined,
  });
  const values = flatValues(form.watch());
  const errorAt = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], form.formState.errors) as { message?: string } | undefined;
  const change = (key: string, value: string | boolean) => form.setValue(key, value, { shouldDirty: true });
  // Part 3 §4 "Enrollment lock": a toggle of one flag sets both as the rule makes them.
  const changeLock = (key: keyof EnrolmentLock, value: boolean) => {
    const outcome = applyEnrolmentLock({ enrollment_locked: values.enrollment_locked === true, invite_only: values.invite_only === true }, { [key]: value });
    if (!outcome.ok) return;
    change('enrollment_locked', outcome.lock.enrollment_locked);
    change('invite_only', outcome.lock.invite_only);
  };

  const onSubmit = async (nested: NestedSettingValues) => {
    const adjusted = withEndAfterStart(flatValues(nested));
    if (adjusted.end_date !== nested.end_date) form.setValue('end_date', adjusted.end_date);
    const built = settingsPayload(adjusted, flatValues(form.formState.defaultValues ?? {}));
    if (!built.ok) throw new Error('The rule let through values it refuses');
    try {
      const answer = await api.call(saveCourseSettings, { params: { courseId }, body: built.payload });
      notifications.show({ type: 'success', message: answer.status || COURSE_SETTINGS_UPDATED });
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(courseId) });
      return { values: nestedValues(valuesOf(answer.settings)) };
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 422) && !isSessionLoss(error)) notifications.show({ type: 'error', message: errorNotice(error), timeout: SERVER_ERROR_MS });
      throw error;
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="course-settings">
      {SETTING_GROUPS.map((group) => (
        <fieldset key={group.id} className="course-settings__group">
          <legend>{group.title}</legend>
          {group.fields.map((field) =>
            field.kind === 'staff' ? (
              <StaffPicker
                key={field.key}
                courseId={courseId}
                professors={staffIds(values.professors)}
                assistants={staffIds(values.assistants)}
                known={settings.all_instructors ?? []}
                errorAt={(path) => errorAt(path)?.message}
                onChange={(professors, assistants) => {
                  change('professors', staffText(professors));
                  change('assistants', staffText(assistants));
                }}
              />
            ) : (
              <SettingControl
                key={field.key}
                courseId={courseId}
                field={field}
                value={values[field.key] ?? ''}
                error={errorAt(field.key)?.message}
                onChange={(value) => (field.key === 'enrollment_locked' || field.key === 'invite_only' ? changeLock(field.key, value === true) : change(field.key, value))}
                onRatioProblem={(problem) => setRatioProblems((current) => ({ ...current, [field.key]: problem }))}
              />
            ),
          )}
        </fieldset>
      ))}
      <div className="form-actions course-settings__actions">
        <SubmitButton label="Save settings" busyLabel="Saving…" />
      </div>
    </Form>
  );
}
