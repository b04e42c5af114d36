import { useTrackUrls } from '@lms/sdk/web';
import type { CardMedia } from '../schemas/flashcardsConfig.ts';

/** A side's media: an image with its alt text, or the browser's audio or video player (with its subtitles). */
function CardMediaView({ media, label }: { media: CardMedia; label: string }) {
  const tracks = media.type === 'video' ? (media.subtitles_array ?? []) : [];
  const trackUrls = useTrackUrls(tracks.map((track) => track.url));
  if (media.type === 'image') return <img className="lms-flashcard__image" src={media.url} alt={media.alt_text ?? ''} />;
  if (media.type === 'audio') return <audio className="lms-flashcard__audio" controls preload="metadata" src={media.url} aria-label={label} />;
  return (
    <video className="lms-flashcard__video" controls preload="metadata" src={media.url} aria-label={label}>
      {tracks.map((track, index) => {
        const src = trackUrls[index];
        return src ? <track key={index} kind="subtitles" src={src} srcLang={track.language} label={track.label} /> : null;
      })}
    </video>
  );
}

export interface CardSide {
  text: string;
  media?: CardMedia;
}

/** One side of a card: its text and its media. */
export function CardFace({ side, sideName }: { side: CardSide; sideName: 'Front' | 'Back' }) {
  return (
    <div className="lms-flashcard__face">
      <p className="lms-flashcard__side">{sideName}</p>
      {side.media && <CardMediaView media={side.media} label={`${sideName} media`} />}
      {side.text !== '' && <p className="lms-flashcard__text">{side.text}</p>}
    </div>
  );
}
