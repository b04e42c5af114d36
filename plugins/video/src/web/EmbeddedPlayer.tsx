import { useEffect, useRef, useState } from 'react';
import { Play } from 'lucide-react';
import type { EmbeddedVideoSource } from '../links/recogniseVideoLink.ts';
import { PROVIDER_NAMES, videoEmbedUrl, youtubePosterUrl } from '../links/videoEmbedUrl.ts';

interface EmbeddedPlayerProps {
  source: EmbeddedVideoSource;
  title: string;
  start?: number;
  end?: number;
  /** Load the provider's player at once instead of the poster. */
  noposter: boolean;
}

/** What the provider's player allows: playing in full screen and picture in picture, and starting when asked. */
const PLAYER_PERMISSIONS = 'accelerometer; autoplay; clipboard-write; encrypted-media; fullscreen; gyroscope; picture-in-picture; web-share';

/**
 * A YouTube, Vimeo or Vevo video. Unless noposter is set, a poster comes first:
 * nothing loads from the provider until the student presses play (privacy, and
 * a page that still looks right offline); YouTube's still shows on it when it loads.
 */
export function EmbeddedPlayer({ source, title, start, end, noposter }: EmbeddedPlayerProps) {
  const [playing, setPlaying] = useState(noposter);
  const [stillFailed, setStillFailed] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const pressedPlay = useRef(false);
  const provider = PROVIDER_NAMES[source.provider];
  const name = title.trim() === '' ? `${provider} video` : `${provider} video: ${title}`;

  useEffect(() => {
    // Focus follows into the player the student asked for, so the keyboard can work it at once.
    if (playing && pressedPlay.current) frame.current?.focus();
  }, [playing]);

  if (playing) {
    return (
      <iframe
        ref={frame}
        className="lms-video-frame"
        src={videoEmbedUrl(source, { start, end, autoplay: pressedPlay.current })}
        title={name}
        allow={PLAYER_PERMISSIONS}
        allowFullScreen
        // The host sends Referrer-Policy: same-origin; YouTube's player refuses to play without knowing the embedding site.
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <button
      type="button"
      className="lms-video-frame lms-video-poster"
      onClick={() => {
        pressedPlay.current = true;
        setPlaying(true);
      }}
    >
      {source.provider === 'youtube' && !stillFailed && (
        <img className="lms-video-poster-still" src={youtubePosterUrl(source.id)} alt="" onError={() => setStillFailed(true)} />
      )}
      <span className="lms-video-poster-play">
        <Play size={32} strokeWidth={2} aria-hidden="true" focusable="false" />
      </span>
      <span className="lms-video-poster-label">Play {name}</span>
    </button>
  );
}
