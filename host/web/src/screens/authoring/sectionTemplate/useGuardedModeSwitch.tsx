import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CourseMode } from '@lms/sdk/web';
import { useShell } from '../../../app/ShellContext.ts';
import { useSwitchCourseMode } from '../../../course/useSwitchCourseMode.ts';
import { useCurrentRoute } from '../../../router/useCurrentRoute.ts';
import { authoringQueries } from '../authoringQueries.ts';
import { SectionTemplateWarning } from './SectionTemplateWarning.tsx';
import { usesSectionTemplate } from './sectionTemplate.ts';

/**
 * The course-mode switch, with part 1 §2's guard: Author Mode on a section
 * that follows a section template first asks for confirmation. The settings
 * are read ahead for those who may edit, so the switch is immediate once they
 * are known. Returns the switch and the dialog to render.
 */
export function useGuardedModeSwitch(canEdit: boolean): { switchMode(mode: CourseMode): void; dialog: ReactNode } {
  const switchMode = useSwitchCourseMode();
  const { api, queryClient } = useShell();
  const { courseId } = useCurrentRoute();
  const settingsQuery = authoringQueries.courseSettings(api, courseId ?? '');
  const settings = useQuery({ ...settingsQuery, enabled: canEdit && courseId !== undefined, retry: false });
  const [asking, setAsking] = useState(false);

  const guarded = (mode: CourseMode) => {
    if (mode !== 'edit' || !courseId) return switchMode(mode);
    if (settings.data) return usesSectionTemplate(settings.data) ? setAsking(true) : switchMode(mode);
    // Without the settings the guard cannot tell; the server still decides what may be saved.
    if (settings.isError) return switchMode(mode);
    void queryClient
      .fetchQuery(settingsQuery)
      .then((course) => (usesSectionTemplate(course) ? setAsking(true) : switchMode(mode)))
      .catch(() => switchMode(mode));
  };

  const dialog = asking ? (
    <SectionTemplateWarning
      onConfirm={() => {
        setAsking(false);
        switchMode('edit');
      }}
      onCancel={() => setAsking(false)}
    />
  ) : null;
  return { switchMode: guarded, dialog };
}
