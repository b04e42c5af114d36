import { AppLink } from '@lms/sdk/web';
import type { ProjectListEntry } from '../../calls/projectCalls.ts';
import { STATUS_LABELS } from './projectStatus.ts';

interface ProjectCardProps {
  entry: ProjectListEntry;
  /** The project screen's address. */
  to: string;
  /** Show whose project it is (classmates', instructors' lists). */
  showOwner: boolean;
}

const dateText = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** One project of a list on the component page: its cover, title (the link to it), owner, status and score. */
export function ProjectCard({ entry, to, showOwner }: ProjectCardProps) {
  return (
    <article className="lms-project-card">
      {entry.image && <img className="lms-project-card__cover" src={entry.image.thumbnailUrl} alt="" />}
      <div className="lms-project-card__body">
        <h4 className="lms-project-card__title">
          <AppLink to={to}>{entry.title}</AppLink>
        </h4>
        {showOwner && <p className="lms-project-card__meta">{entry.user.label}</p>}
        <p className="lms-project-card__meta">
          <span className="lms-project-status">{STATUS_LABELS[entry.status]}</span>
          {' · '}
          {entry.submitted_at ? `Submitted ${dateText(entry.submitted_at)}` : `Updated ${dateText(entry.updated_at)}`}
          {entry.grade !== null && ` · Score ${entry.grade}`}
        </p>
      </div>
    </article>
  );
}
