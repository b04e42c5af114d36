import type { ReactNode } from 'react';
import type { ApiArtifact } from '../../schemas/projectTypes.ts';
import { ArtifactView } from './ArtifactView.tsx';

export interface ArtifactListProps {
  artifacts: readonly ApiArtifact[];
  /** Names the list for screen readers, e.g. "Artifacts of Ada's project". */
  label: string;
  headingLevel?: 2 | 3 | 4;
  /** Shown under each artifact (a grader's text grade field, the owner's controls). */
  renderExtra?(artifact: ApiArtifact, index: number): ReactNode;
  /** What an empty project says. */
  emptyText?: string;
}

/** A project's artifacts in their order, read-only unless `renderExtra` adds controls. */
export function ArtifactList({ artifacts, label, headingLevel, renderExtra, emptyText = 'This project has no items yet.' }: ArtifactListProps) {
  const ordered = [...artifacts].sort((a, b) => a.position - b.position);
  if (ordered.length === 0) return <p className="lms-artifact__note">{emptyText}</p>;
  return (
    <ol className="lms-artifact-list" aria-label={label}>
      {ordered.map((artifact, index) => (
        <li key={artifact._id}>
          <ArtifactView artifact={artifact} headingLevel={headingLevel}>
            {renderExtra?.(artifact, index)}
          </ArtifactView>
        </li>
      ))}
    </ol>
  );
}
