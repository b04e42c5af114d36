import { AppLink, routePath } from '@lms/sdk/web';
import { getComponent } from '@lms/sdk/calls';
import { useCallQuery } from '../serverData.ts';

interface GradingHeaderProps {
  courseId: string;
  componentId: string;
  view: 'bystudent' | 'byquestion';
}

const VIEWS = [
  { view: 'bystudent', route: 'grading_center.bystudent', title: 'Grade by student' },
  { view: 'byquestion', route: 'grading_center.byquestion', title: 'Grade by question' },
] as const;

/** The screen's heading, the assessment it grades (its title, once known), and the way to the other grading view. */
export function GradingHeader({ courseId, componentId, view }: GradingHeaderProps) {
  // The title only names the assessment: the screen works without it.
  const title = useCallQuery(getComponent, { params: { courseId, componentId } }).data?.title ?? '';
  return (
    <header className="lms-grading-header">
      <h1>{VIEWS.find((entry) => entry.view === view)!.title}</h1>
      {title && <p className="lms-grading-muted">{title}</p>}
      <nav aria-label="Grading views">
        <ul>
          {VIEWS.map((entry) => (
            <li key={entry.view}>
              <AppLink to={routePath(entry.route, { courseId, componentId })} current={entry.view === view}>
                {entry.title}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
