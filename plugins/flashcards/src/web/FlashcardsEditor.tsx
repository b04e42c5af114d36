import { useState } from 'react';
import { SUBRIP_AND_WEBVTT_READERS, convertSubtitleFile } from '@lms/sdk/subtitles';
import {
  appliedChange,
  Button,
  FileField,
  FormField,
  MediaPicker,
  OtherFieldErrors,
  SubtitleTrackList,
  TextAreaField,
  type ComponentEditorProps,
  type MediaFile,
  type ValueChange,
} from '@lms/sdk/web';
import { mediaFromLibraryFile, PLAYABLE_EXTENSIONS } from '../rules/cardMedia.ts';
import type { CardMedia, Flashcard, FlashcardsConfig } from '../schemas/flashcardsConfig.ts';
import { newCardId } from './newCardId.ts';
import { useCsvImport } from './useCsvImport.ts';
import './flashcards.css';

/** The save errors this editor shows at their fields; OtherFieldErrors lists the rest. */
const SHOWN_FIELD = /^flashcards\/\d+\/(?:frontText|backText|(?:front|back)\/(?:url|alt_text|subtitles_array.*))$/;

async function readSubtitleFile(file: File) {
  return convertSubtitleFile({ text: await file.text(), fileName: file.name, media: 'video', kind: 'subtitle' }, SUBRIP_AND_WEBVTT_READERS);
}

interface SideMediaProps {
  courseId: string;
  label: string;
  field: string;
  media: CardMedia | undefined;
  errors: Record<string, string>;
  /** The side's new media, or (after an upload or a conversion) an updater of the side's media as it is then. */
  onChange(change: ValueChange<CardMedia | undefined>): void;
}

/** A side's media from the course's library: images from the image library, audio and video from the files. */
function SideMedia({ courseId, label, field, media, errors, onChange }: SideMediaProps) {
  // The library opens on demand: a deck of many cards would otherwise hold two pickers per side.
  const [choosing, setChoosing] = useState(false);
  const pick = (file: MediaFile) => {
    const picked = mediaFromLibraryFile(file);
    setChoosing(false);
    if (picked) onChange({ ...picked, ...(picked.type === 'image' ? { alt_text: file.alt_text ?? '' } : {}) });
  };
  return (
    <fieldset className="lms-flashcards-editor__media">
      <legend>{label}</legend>
      {media ? (
        <>
          <p>
            {media.type}: {media.url}
          </p>
          {media.type === 'image' && (
            <FormField label={`${label}: alt text`} value={media.alt_text ?? ''} onChange={(alt_text) => onChange({ ...media, alt_text })} error={errors[`${field}/alt_text`]} />
          )}
          {media.type === 'video' && (
            <SubtitleTrackList
              kind="subtitle"
              legend={`${label}: subtitles`}
              description="SubRip (.srt) or WebVTT (.vtt) files; students choose them in the player."
              field={`${field}/subtitles_array`}
              tracks={media.subtitles_array ?? []}
              errors={errors}
              accept=".srt,.vtt"
              fileAdvice="SubRip (.srt) preferred; WebVTT too."
              convert={readSubtitleFile}
              onChange={(update) => onChange((current) => current && { ...current, subtitles_array: update(current.subtitles_array ?? []) })}
            />
          )}
          <Button variant="quiet" small onClick={() => onChange(undefined)}>
            Remove {label.toLowerCase()}
          </Button>
        </>
      ) : choosing ? (
        <>
          <MediaPicker courseId={courseId} library="images" onPick={pick} />
          <MediaPicker courseId={courseId} library="files" extensions={PLAYABLE_EXTENSIONS} onPick={pick} />
          <Button variant="quiet" small onClick={() => setChoosing(false)}>
            Cancel
          </Button>
        </>
      ) : (
        <Button variant="secondary" small onClick={() => setChoosing(true)}>
          Add {label.toLowerCase()}
        </Button>
      )}
      {errors[`${field}/url`] && <p role="alert">{errors[`${field}/url`]}</p>}
    </fieldset>
  );
}

const withSide = (card: Flashcard, side: 'front' | 'back', media: CardMedia | undefined): Flashcard => {
  const { [side]: _replaced, ...rest } = card;
  return media ? { ...rest, [side]: media } : rest;
};

/** The course deck: each card's front and back text and media, added by hand or from a CSV file (part 2 §5). */
export default function FlashcardsEditor({ value, onChange, errors, courseId }: ComponentEditorProps<FlashcardsConfig>) {
  // A CSV read, an upload or a conversion ends after other edits may have happened: changes apply to the deck as it is then,
  // and to a card found by its id (cards may have been added or removed meanwhile).
  const setCards = (change: (cards: Flashcard[]) => Flashcard[]) => onChange((current) => ({ ...current, flashcards: change(current.flashcards) }));
  const importCsv = useCsvImport((cards) => setCards((current) => [...current, ...cards]));
  const update = (id: string, change: (card: Flashcard) => Flashcard) => setCards((current) => current.map((each) => (each._id === id ? change(each) : each)));
  const updateSide = (id: string, side: 'front' | 'back') => (change: ValueChange<CardMedia | undefined>) =>
    update(id, (card) => withSide(card, side, appliedChange(card[side], change)));

  return (
    <div className="lms-flashcards-editor">
      <FileField label="Import cards from a CSV file" accept=".csv" status="Columns: front text, back text, front media, back media (https addresses)." onFile={(file) => void importCsv(file)} />
      <ol className="lms-flashcards-editor__cards">
        {value.flashcards.map((card, index) => {
          const field = `flashcards/${index}`;
          return (
            <li key={card._id} className="lms-flashcards-editor__card">
              <TextAreaField label={`Card ${index + 1} front text`} value={card.frontText} onChange={(frontText) => update(card._id, (current) => ({ ...current, frontText }))} error={errors[`${field}/frontText`]} />
              <SideMedia courseId={courseId} label={`Card ${index + 1} front media`} field={`${field}/front`} media={card.front} errors={errors} onChange={updateSide(card._id, 'front')} />
              <TextAreaField label={`Card ${index + 1} back text`} value={card.backText} onChange={(backText) => update(card._id, (current) => ({ ...current, backText }))} error={errors[`${field}/backText`]} />
              <SideMedia courseId={courseId} label={`Card ${index + 1} back media`} field={`${field}/back`} media={card.back} errors={errors} onChange={updateSide(card._id, 'back')} />
              <Button variant="quiet" small onClick={() => setCards((current) => current.filter((each) => each._id !== card._id))}>
                Remove card {index + 1}
              </Button>
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" onClick={() => setCards((current) => [...current, { _id: newCardId(), frontText: '', backText: '' }])}>
        Add a card
      </Button>
      <OtherFieldErrors errors={errors} shownFields={Object.keys(errors).filter((field) => SHOWN_FIELD.test(field))} />
    </div>
  );
}
