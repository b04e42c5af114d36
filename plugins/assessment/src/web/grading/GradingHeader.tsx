import { useEffect, useState } from 'react';
import { AppLink, routePath, useApi } from '@lms/sdk/web';
import { getComponent } from '@lms/sdk/calls';

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
  const api = useApi();
  const [title, setTitle] = useState('');
  useEffect(() => {
    let current = true;
    // The title only names the assessment: the screen works without it.
    api
      .call(getComponent, { params: { courseId, componentId } })
      .then((component) => current && setTitle(component.title))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [api, courseId, componentId]);
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
