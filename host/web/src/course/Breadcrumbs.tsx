import { Link } from 'react-router';
import './breadcrumbs.css';

export interface Crumb {
  label: string;
  /** Absent for the current screen. */
  to?: string;
}

/** Where the screen sits in the course: course › lesson › page. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={index}>
            {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
