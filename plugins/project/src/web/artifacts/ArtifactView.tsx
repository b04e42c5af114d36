import { useId, type ReactNode } from 'react';
import { PdfViewerFrame, RICH_TEXT_CLASS } from '@lms/sdk/web';
import type { ApiArtifact, ProjectFile } from '../../schemas/projectTypes.ts';
import { PROJECT_MESSAGES } from '../projects/projectMessages.ts';
import { ARTIFACT_KINDS } from './artifactTypes.ts';
import './artifacts.css';

export interface ArtifactViewProps {
  artifact: ApiArtifact;
  /** The heading level of the artifact's title inside its screen (3 by default). */
  headingLevel?: 2 | 3 | 4;
  /** Shown under the content: the owner's controls, or a grader's text grade. */
  children?: ReactNode;
}

function FileLink({ file }: { file: ProjectFile }) {
  return (
    <a href={file.url} download={file.filename} className="lms-artifact__file">
      Download {file.filename}
    </a>
  );
}

function ArtifactContent({ artifact }: { artifact: ApiArtifact }) {
  const { file } = artifact;
  if (artifact.type === 'text') {
    // The server sanitises text artifacts (part 2 §5) before storing them.
    return <div className={`${RICH_TEXT_CLASS} lms-artifact__text`} dangerouslySetInnerHTML={{ __html: artifact.content ?? '' }} />;
  }
  if (artifact.type === 'url') {
    return artifact.url ? (
      <a href={artifact.url} target="_blank" rel="noopener noreferrer" className="lms-artifact__url">
        {artifact.url}
      </a>
    ) : null;
  }
  if (!file) return <p className="lms-artifact__note">No file.</p>;
  if (file.converting) return <p className="lms-artifact__note" role="status">{PROJECT_MESSAGES.videoConverting}</p>;
  switch (artifact.type) {
    case 'image':
      return <img className="lms-artifact__image" src={file.url} alt={artifact.title || file.filename} />;
    case 'audio':
      return <audio className="lms-artifact__audio" controls src={file.url} aria-label={artifact.title || file.filename} />;
    case 'video':
      return <video className="lms-artifact__video" controls src={file.url} aria-label={artifact.title || file.filename} poster={file.thumbnailUrl ?? undefined} />;
    case 'pdf':
      return (
        <>
          <PdfViewerFrame src={file.url} title={artifact.title || file.filename} />
          <FileLink file={file} />
        </>
      );
    default:
      return <FileLink file={file} />;
  }
}

/** One artifact for reading (the project screen, a classmate's project, the speed grader): its title, its type and its content. */
export function ArtifactView({ artifact, headingLevel = 3, children }: ArtifactViewProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`lms-artifact lms-artifact--${artifact.type}`} aria-labelledby={titleId}>
      <Heading id={titleId} className="lms-artifact__title">
        {artifact.title || ARTIFACT_KINDS[artifact.type].label}
        {' '}
        <span className="lms-artifact__type">({ARTIFACT_KINDS[artifact.type].label})</span>
      </Heading>
      <ArtifactContent artifact={artifact} />
      {children}
    </article>
  );
}
