import { Eye } from 'lucide-react';
import type { CourseMode } from '@lms/sdk/web';
import type { CourseRights } from '../course/courseModeRules.ts';
import { useGuardedModeSwitch } from '../screens/authoring/sectionTemplate/useGuardedModeSwitch.tsx';
import { HeaderMenu } from './HeaderMenu.tsx';
import type { HeaderMenus } from './useHeaderMenus.ts';

/** Part 1 §2: the names of the modes in the view toggle. */
export const MODE_LABELS: Record<CourseMode, string> = {
  student: 'Student View',
  presentation: 'Instructor View',
  edit: 'Author Mode',
};

/** Switches a professor between the course's modes; Author Mode needs edit rights. */
export function ViewToggle({ mode, rights, menus }: { mode: CourseMode; rights: CourseRights; menus: HeaderMenus }) {
  const { switchMode, dialog } = useGuardedModeSwitch(rights.edit);
  const modes: CourseMode[] = rights.edit ? ['student', 'presentation', 'edit'] : ['student', 'presentation'];
  return (
    <>
      <HeaderMenu
        id="view"
        menus={menus}
        icon={Eye}
        label={`View: ${MODE_LABELS[mode]}`}
        text={
          <span className="header-button__text">
            <span className="visually-hidden">View:</span> {MODE_LABELS[mode]}
          </span>
        }
      >
        <ul className="header-menu__list">
          {modes.map((candidate) => (
            <li key={candidate}>
              <button
                type="button"
                className="header-menu__item"
                aria-pressed={candidate === mode}
                onClick={() => {
                  menus.close();
                  if (candidate !== mode) switchMode(candidate);
                }}
              >
                {MODE_LABELS[candidate]}
              </button>
            </li>
          ))}
        </ul>
      </HeaderMenu>
      {dialog}
    </>
  );
}
