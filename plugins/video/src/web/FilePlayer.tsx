import { useRef, useState } from 'react';
import { useTrackUrls } from '@lms/sdk/web';
import type { SubtitleTrack } from '../schemas/videoConfig.ts';
import { useClip } from './useClip.ts';
import { useStreamingSource } from './useStreamingSource.ts';

interface FilePlayerProps {
  url: string;
  streaming: boolean;
  title: string;
  start?: number;
  end?: number;
  noposter: boolean;
  subtitles: SubtitleTrack[];
  descriptions: SubtitleTrack[];
}

/**
 * A video file in the browser's own player, with a <track> per subtitle and
 * description file. The poster is the video's first frame (its metadata loads
 * with the page); with noposter nothing loads until the student presses play.
 */
export function FilePlayer({ url, streaming, title, start, end, noposter, subtitles, descriptions }: FilePlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const streamUnsupported = useStreamingSource(video, url, streaming, start);
  const tracks = [...subtitles.map((track) => ({ ...track, kind: 'subtitles' as const })), ...descriptions.map((track) => ({ ...track, kind: 'descriptions' as const }))];
  const trackUrls = useTrackUrls(tracks.map((track) => track.url));
  useClip(video, start, end);

  return (
    <>
      <video
        ref={video}
        className="lms-video-frame"
        controls
        preload={noposter ? 'none' : 'metadata'}
        src={streaming ? undefined : url}
        aria-label={title.trim() === '' ? 'Video' : title}
        onError={() => setFailed(true)}
      >
        {tracks.map((track, index) => {
          const src = trackUrls[index];
          return src ? <track key={`${track.kind}-${index}`} kind={track.kind} src={src} srcLang={track.language} label={track.label} /> : null;
        })}
      </video>
      {(failed || streamUnsupported) && (
        <p className="lms-video-error" role="alert">
          {streamUnsupported ? 'This browser cannot play this video stream.' : 'The video could not be loaded. Check your connection and reload the page.'}
        </p>
      )}
    </>
  );
}
