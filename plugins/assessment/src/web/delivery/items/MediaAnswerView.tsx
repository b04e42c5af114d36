import { mediaAddress } from './answerFiles.ts';

/**
 * A sent file or recording (the response is its media id): played in the page
 * for audio and video, a link for other files. Without the course, where the
 * file is served is unknown: only that something was sent is said.
 */
export function MediaAnswerView({ kind, mediaId, courseId }: { kind: 'audio' | 'video' | 'file'; mediaId: string; courseId?: string }) {
  if (courseId === undefined) return <p className="lms-item__note">A file was sent.</p>;
  const address = mediaAddress(courseId, mediaId);
  if (kind === 'audio') return <audio className="lms-item__player" controls preload="metadata" src={address} aria-label="The recording sent" />;
  if (kind === 'video') return <video className="lms-item__player" controls preload="metadata" src={address} aria-label="The recording sent" />;
  return (
    <p className="lms-item__note">
      <a href={address} target="_blank" rel="noreferrer">
        Open the file sent
      </a>
    </p>
  );
}
