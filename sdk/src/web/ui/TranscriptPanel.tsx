import { useId, useState } from 'react';
import { clockTime, type SubtitleReaders, type SubtitleTrack } from '@lms/subtitles';
import { useTranscript } from '../useTranscript.ts';
import { Button } from './Button.tsx';
import './transcript.css';

interface TranscriptPanelProps {
  tracks: SubtitleTrack[];
  /** The formats a track is read in (a module constant, such as WEBVTT_READERS). */
  readers: SubtitleReaders;
  /** Also reads plain transcripts (an audio's .txt), shown as paragraphs. */
  plain?: boolean;
  /** Where playback is, in milliseconds: the cue being heard is marked. */
  position?: number;
  /** Plays from the cue a student chose; without it the cues are only read. */
  onSeek?(milliseconds: number): void;
}

/**
 * A media's subtitles as a transcript behind a toggle, in the language chosen
 * when there are several: timed cues (each a way to play from it, where the
 * player allows), or the plain text of a transcript without timings.
 */
export function TranscriptPanel({ tracks, readers, plain = false, position, onSeek }: TranscriptPanelProps) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState(0);
  const panelId = useId();
  const selectId = useId();
  const track = tracks[Math.min(chosen, tracks.length - 1)];
  const loaded = useTranscript(open ? track?.url : undefined, readers, plain);
  const name = `Transcript: ${track?.label ?? ''}`;
  const transcript = open && loaded.state === 'ready' ? loaded.transcript : undefined;

  return (
    <div className="lms-transcript">
      <Button variant="secondary" small aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {open ? 'Hide transcript' : 'Show transcript'}
      </Button>
      <div id={panelId} hidden={!open} className="lms-transcript-panel">
        {open && tracks.length > 1 && (
          <p className="lms-transcript-choice">
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
        {open && loaded.state === 'loading' && <p role="status">Loading the transcript…</p>}
        {open && loaded.state === 'failed' && <p role="alert">The transcript could not be loaded.</p>}
        {transcript?.timed && (
          <ol className={onSeek ? 'lms-transcript-cues lms-transcript-cues--seekable' : 'lms-transcript-cues'} lang={track?.language} aria-label={name}>
            {transcript.cues.map((cue, index) => {
              const words = (
                <>
                  <span className="lms-transcript-time">{clockTime(cue.start)}</span> <span className="lms-transcript-text">{cue.text}</span>
                </>
              );
              if (!onSeek) return <li key={index}>{words}</li>;
              const current = position !== undefined && position >= cue.start && position < cue.end;
              return (
                <li key={index} aria-current={current ? 'true' : undefined}>
                  <button type="button" className="lms-transcript-cue" onClick={() => onSeek(cue.start)}>
                    {words}
                  </button>
                </li>
              );
            })}
          </ol>
        )}
        {transcript && !transcript.timed && (
          <div className="lms-transcript-plain" lang={track?.language} role="region" aria-label={name}>
            {transcript.text.split(/\n\s*\n/).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
