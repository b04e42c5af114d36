import { useQuery } from '@tanstack/react-query';
import { useShell } from '../../app/ShellContext.ts';
import { useCurrentRoute } from '../../router/useCurrentRoute.ts';
import { Breadcrumbs, type Crumb } from '../Breadcrumbs.tsx';
import { courseQueries } from '../courseQueries.ts';
import { isToolRoute } from './courseScreens.ts';
import { useCourseMenu } from './useCourseMenu.ts';
import { routePath } from '@lms/sdk/web';
import { useScreens } from '../../router/useScreens.ts';
import { isObjectId } from '../../router/courseId.ts';
import './courseMenu.css';

/**
 * Breadcrumbs of a course's tool screens (course settings, the Question bank,
 * a live view...): back to the course, through the menu entry the screen
 * belongs to. Content screens (course, lesson, page, component) draw their own.
 * The redesign's program variants (/{programId}/activity-settings/{courseId} ...)
 * start at their program (issue 23 item 6), when the programs area is installed.
 */
export function ToolCrumbs() {
  const { api, registry } = useShell();
  const route = useCurrentRoute();
  const { courseId, links } = useCourseMenu();
  const { hasScreen } = useScreens();
  const entry = registry.route(route.name);
  const tool = courseId !== undefined && entry !== undefined && isToolRoute(entry);
  const outline = useQuery({ ...courseQueries.outline(api, courseId ?? ''), enabled: tool });
  const home = links.find((link) => link.route === 'course');
  if (!tool || !outline.data || !home) return null;
  const programId = route.params.programId;
  const program: Crumb[] = isObjectId(programId) && hasScreen('programs.detail') ? [{ label: 'Program', to: routePath('programs.detail', { programId }) }] : [];
  const crumbs: Crumb[] = [...program, { label: outline.data.title, to: home.href }];
  const section = links.find((link) => link.route !== 'course' && link.current);
  if (section) crumbs.push(section.route === route.name ? { label: section.label } : { label: section.label, to: section.href });
  return (
    <div className="tool-crumbs">
      <Breadcrumbs crumbs={crumbs} />
    </div>
  );
}
