import { useRef, useState } from 'react';
import { SUBRIP_AND_WEBVTT_READERS } from '@lms/sdk/subtitles';
import { EmbedFigure, TranscriptPanel, useTrackUrls, type ComponentViewProps } from '@lms/sdk/web';
import type { AudioConfig } from '../schemas/audioConfig.ts';
import { AUDIO_ADDRESS_REFUSED, isAudioAddress, soundCloudPlayer } from '../schemas/audioAddress.ts';
import { isTimedSubtitle } from './subtitleSources.ts';
import './AudioView.css';

/** The audio in the browser's player, with a <track> per timed subtitle file and the transcript a toggle away. */
export default function AudioView({ component, mode }: ComponentViewProps<AudioConfig>) {
  const { config } = component;
  const audio = useRef<HTMLAudioElement>(null);
  const [failed, setFailed] = useState(false);
  const [position, setPosition] = useState(0);
  const subtitles = config.subtitles_array ?? [];
  const timed = subtitles.filter((subtitle) => isTimedSubtitle(subtitle.url));
  const trackUrls = useTrackUrls(timed.map((subtitle) => subtitle.url));

  if (config.url === '') {
    return mode === 'edit' ? <p className="lms-audio-empty">No audio file has been chosen for this component yet.</p> : null;
  }
  // The schema admits only audio addresses; a config stored before a rule changed still says what is wrong.
  if (!isAudioAddress(config.url)) return <p className="lms-audio-error">{AUDIO_ADDRESS_REFUSED}</p>;
  const name = config.title ?? (component.title.trim() === '' ? 'Audio' : component.title);
  const player = soundCloudPlayer(config.url);
  if (player) {
    return (
      <EmbedFigure caption={`${name} (SoundCloud)`} openUrl={config.url}>
        <iframe className="lms-embed-frame lms-audio-soundcloud" src={player} title={name} allow="autoplay" loading="lazy" sandbox="allow-scripts allow-same-origin allow-popups" />
      </EmbedFigure>
    );
  }

  return (
    <figure className="lms-audio">
      {config.title !== undefined && <figcaption className="lms-audio-title">{config.title}</figcaption>}
      <audio
        ref={audio}
        className="lms-audio-player"
        controls
        preload="metadata"
        src={config.url}
        aria-label={name}
        onError={() => setFailed(true)}
        onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime * 1000)}
      >
        {timed.map((subtitle, index) => {
          const src = trackUrls[index];
          return src ? <track key={index} kind="subtitles" src={src} srcLang={subtitle.language} label={subtitle.label} /> : null;
        })}
      </audio>
      {failed && (
        <p className="lms-audio-error" role="alert">
          The audio could not be loaded. Check your connection and reload the page.
        </p>
      )}
      {subtitles.length > 0 && (
        <TranscriptPanel
          tracks={subtitles}
          readers={SUBRIP_AND_WEBVTT_READERS}
          plain
          position={position}
          onSeek={(milliseconds) => {
            if (audio.current) audio.current.currentTime = milliseconds / 1000;
            setPosition(milliseconds);
          }}
        />
      )}
    </figure>
  );
}
