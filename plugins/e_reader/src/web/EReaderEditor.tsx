import { useState } from 'react';
import { FormField, MediaPicker, OtherFieldErrors, type ComponentEditorProps, type MediaFile } from '@lms/sdk/web';
import { BOOK_FORMATS, MAX_TITLE_LENGTH, type BookFormat, type EReaderConfig } from '../schemas/eReaderConfig.ts';
import { bookFileName } from './bookName.ts';
import './eReader.css';

const BOOK_FIELDS = ['url', 'file', 'format', 'hash_id'];
const EDITED_FIELDS = [...BOOK_FIELDS, 'title'];

export const NOT_A_BOOK_FILE = 'This file is not a book: choose an EPUB or PDF file.';

function bookFormat(file: MediaFile): BookFormat | undefined {
  return BOOK_FORMATS.find((format) => format === file.extension.toLowerCase());
}

/** An emptied title is left out rather than stored blank. */
function withTitle(config: EReaderConfig, title: string): EReaderConfig {
  const { title: _replaced, ...rest } = config;
  return title === '' ? rest : { ...rest, title };
}

/** The book comes from the course's file library, with everything that names it: address, file id, format and content hash. */
export default function EReaderEditor({ value, onChange, errors, courseId }: ComponentEditorProps<EReaderConfig>) {
  const [problem, setProblem] = useState<string>();
  const pick = (file: MediaFile) => {
    const format = bookFormat(file);
    if (!format) return setProblem(NOT_A_BOOK_FILE);
    setProblem(undefined);
    // Everything that names the book is replaced (its title starts as the file's name), whatever the config holds by then.
    onChange({ url: file.url, file: file._id, format, hash_id: file.sha256, title: file.display_name.slice(0, MAX_TITLE_LENGTH) });
  };
  const bookError = BOOK_FIELDS.map((field) => errors[field]).find((message) => message !== undefined);

  return (
    <div className="lms-e-reader-editor">
      <p className="lms-e-reader-editor__chosen">
        {value.url ? (
          <>
            The book: <strong>{value.title || bookFileName(value.url)}</strong> ({value.format?.toUpperCase()})
          </>
        ) : (
          'No book chosen yet: choose an EPUB or PDF file from the library below, or upload one.'
        )}
      </p>
      {bookError && (
        <p className="lms-e-reader-problem" role="alert">
          {bookError}
        </p>
      )}
      <MediaPicker courseId={courseId} library="files" extensions={BOOK_FORMATS} selectedId={value.file} onPick={pick} />
      {problem && (
        <p className="lms-e-reader-problem" role="alert">
          {problem}
        </p>
      )}
      {value.url && (
        <FormField
          label="Title"
          value={value.title ?? ''}
          onChange={(title) => onChange(withTitle(value, title))}
          hint="Names the book for readers; it starts as the file's display name."
          error={errors.title}
        />
      )}
      <OtherFieldErrors errors={errors} shownFields={EDITED_FIELDS} />
    </div>
  );
}
