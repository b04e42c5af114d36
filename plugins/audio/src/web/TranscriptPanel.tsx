import { useId, useState } from 'react';
import type { AudioSubtitle } from '../schemas/audioConfig.ts';
import { clockTime } from './clockTime.ts';
import { useTranscript } from './useTranscript.ts';

interface TranscriptPanelProps {
  subtitles: AudioSubtitle[];
  /** Where playback is, in milliseconds: the cue being heard is marked. */
  position: number;
  /** Plays from a cue the student chose. */
  onSeek(milliseconds: number): void;
}

/** The transcript behind a toggle: timed cues to follow and jump to, or the plain text of a .txt transcript. */
export function TranscriptPanel({ subtitles, position, onSeek }: TranscriptPanelProps) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState(0);
  const panelId = useId();
  const selectId = useId();
  const subtitle = subtitles[Math.min(chosen, subtitles.length - 1)];
  const loaded = useTranscript(open ? subtitle?.url : undefined);
  const name = `Transcript: ${subtitle?.label ?? ''}`;

  return (
    <div className="lms-audio-transcript">
      <button type="button" className="lms-audio-button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {open ? 'Hide transcript' : 'Show transcript'}
      </button>
      <div id={panelId} hidden={!open} className="lms-audio-transcript-panel">
        {open && subtitles.length > 1 && (
          <p className="lms-audio-transcript-choice">
            <label htmlFor={selectId}>Transcript language</label>
            <select id={selectId} value={chosen} onChange={(event) => setChosen(Number(event.target.value))}>
              {subtitles.map((option, index) => (
                <option key={index} value={index}>
                  {option.label}
                </option>
              ))}
            </select>
          </p>
        )}
        {open && loaded.state === 'loading' && <p role="status">Loading the transcript…</p>}
        {open && loaded.state === 'failed' && <p role="alert">The transcript could not be loaded.</p>}
        {open && loaded.state === 'ready' && loaded.transcript.timed && (
          <ol className="lms-audio-transcript-cues" lang={subtitle?.language} aria-label={name}>
            {loaded.transcript.cues.map((cue, index) => {
              const current = position >= cue.start && position < cue.end;
              return (
                <li key={index} aria-current={current ? 'true' : undefined}>
                  <button type="button" className="lms-audio-cue" onClick={() => onSeek(cue.start)}>
                    <span className="lms-audio-cue-time">{clockTime(cue.start)}</span> <span className="lms-audio-cue-text">{cue.text}</span>
                  </button>
                </li>
              );
            })}
          </ol>
        )}
        {open && loaded.state === 'ready' && !loaded.transcript.timed && (
          <div className="lms-audio-transcript-text" lang={subtitle?.language} role="region" aria-label={name}>
            {loaded.transcript.text.split(/\n\s*\n/).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
