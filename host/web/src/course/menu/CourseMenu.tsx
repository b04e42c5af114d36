import { Link } from 'react-router';
import { useNarrowScreen } from '../../header/useNarrowScreen.ts';
import { useCourseMenu } from './useCourseMenu.ts';
import './courseMenu.css';

/**
 * The course menu on every course screen: the pages and tools the installed
 * plugins and the shell declare for the reader (visibleCourseMenu). Below the
 * narrow breakpoint it moves into the header's "More" menu.
 */
export function CourseMenu() {
  const narrow = useNarrowScreen();
  const { links } = useCourseMenu();
  if (narrow || links.length === 0) return null;
  return (
    <nav className="course-menu" aria-label="Course">
      <ul className="course-menu__list">
        {links.map((link) => (
          <li key={link.route}>
            <Link className="course-menu__link" to={link.href} aria-current={link.current ? 'page' : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
