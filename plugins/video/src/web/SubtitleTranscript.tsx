import { useId, useState } from 'react';
import type { SubtitleTrack } from '../schemas/videoConfig.ts';
import { clockTime } from './clockTime.ts';
import { useTrackCues } from './useTrackCues.ts';

/**
 * The subtitles as a transcript under the player, behind a toggle. An embedded
 * YouTube, Vimeo or Vevo player cannot show our subtitle files, so this is where
 * they are read there; for files it is the whole text at a glance.
 */
export function SubtitleTranscript({ tracks }: { tracks: SubtitleTrack[] }) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState(0);
  const panelId = useId();
  const selectId = useId();
  const track = tracks[Math.min(chosen, tracks.length - 1)];
  const cues = useTrackCues(open ? track?.url : undefined);

  return (
    <div className="lms-video-transcript">
      <button type="button" className="lms-video-button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {open ? 'Hide transcript' : 'Show transcript'}
      </button>
      <div id={panelId} hidden={!open} className="lms-video-transcript-panel">
        {open && tracks.length > 1 && (
          <p className="lms-video-transcript-choice">
            <label htmlFor={selectId}>Transcript language</label>
            <select id={selectId} value={chosen} onChange={(event) => setChosen(Number(event.target.value))}>
              {tracks.map((option, index) => (
                <option key={index} value={index}>
                  {option.label}
                </option>
              ))}
            </select>
          </p>
        )}
        {open && cues.state === 'loading' && <p role="status">Loading the transcript…</p>}
        {open && cues.state === 'failed' && <p role="alert">The transcript could not be loaded.</p>}
        {open && cues.state === 'ready' && (
          <ol className="lms-video-transcript-cues" lang={track?.language} aria-label={`Transcript: ${track?.label ?? ''}`}>
            {cues.cues.map((cue, index) => (
              <li key={index}>
                <span className="lms-video-transcript-time">{clockTime(cue.start)}</span> <span className="lms-video-transcript-text">{cue.text}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
