import { WEBVTT_READERS } from '@lms/sdk/subtitles';
import { TranscriptPanel, type ComponentViewProps } from '@lms/sdk/web';
import type { VideoConfig } from '../schemas/videoConfig.ts';
import { recogniseVideoLink, VIDEO_LINK_REFUSED } from '../links/recogniseVideoLink.ts';
import { EmbeddedPlayer } from './EmbeddedPlayer.tsx';
import { FilePlayer } from './FilePlayer.tsx';
import './VideoView.css';

/** The video: a provider's player for YouTube, Vimeo and Vevo links, the browser's player for files; the subtitles as a transcript. */
export default function VideoView({ component, mode }: ComponentViewProps<VideoConfig>) {
  const { config, title } = component;
  if (config.url === '') {
    return mode === 'edit' ? <p className="lms-video-empty">No video has been chosen for this component yet.</p> : null;
  }
  const source = recogniseVideoLink(config.url);
  // The schema admits only recognised addresses; a config stored before a rule changed still says what is wrong.
  if (!source) return <p className="lms-video-error">{VIDEO_LINK_REFUSED}</p>;
  const subtitles = config.video_subtitles_array ?? [];
  const noposter = config.noposter === true;
  return (
    <figure className="lms-video">
      {source.provider === 'file' ? (
        <FilePlayer
          url={source.url}
          streaming={source.streaming}
          title={title}
          start={config.start}
          end={config.end}
          noposter={noposter}
          subtitles={subtitles}
          descriptions={config.video_description_array ?? []}
        />
      ) : (
        <EmbeddedPlayer source={source} title={title} start={config.start} end={config.end} noposter={noposter} />
      )}
      {subtitles.length > 0 && (
        <figcaption>
          <TranscriptPanel tracks={subtitles} readers={WEBVTT_READERS} />
        </figcaption>
      )}
    </figure>
  );
}
