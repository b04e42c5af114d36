import { FormField, MediaPicker, OtherFieldErrors, useSuggestedTitle, type ComponentEditorProps, type MediaFile } from '@lms/sdk/web';
import { getPdfTitle } from '../calls/pdfTitleCalls.ts';
import { DEFAULT_HEIGHT, MAX_HEIGHT, MAX_TITLE_LENGTH, MIN_HEIGHT, type PdfConfig } from '../schemas/pdfConfig.ts';
import './pdf.css';

/** The fields this editor shows; a save error on any other (the library file's id) is listed below them. */
const EDITED_FIELDS = ['url', 'title', 'height'];

const PDF_EXTENSIONS = ['pdf'];

/**
 * A typed address replaces the document: the uploaded record the old address
 * led to (`file`) no longer describes it, so it goes.
 */
function withUrl(config: PdfConfig, url: string): PdfConfig {
  const { file: _replaced, ...rest } = config;
  return { ...rest, url };
}

/** A library document brings its address and id, and its display name as the title when there is none yet. */
function withLibraryDocument(config: PdfConfig, document: MediaFile): PdfConfig {
  return { ...config, url: document.url, file: document._id, title: config.title || document.display_name.slice(0, MAX_TITLE_LENGTH) };
}

/** An emptied optional field is left out of the config rather than stored blank. */
function withTitle(config: PdfConfig, title: string): PdfConfig {
  const { title: _replaced, ...rest } = config;
  return title === '' ? rest : { ...rest, title };
}

function withHeight(config: PdfConfig, height: string): PdfConfig {
  const { height: _replaced, ...rest } = config;
  return height.trim() === '' ? rest : { ...rest, height: Number(height) };
}

export default function PdfEditor({ value, onChange, errors, courseId }: ComponentEditorProps<PdfConfig>) {
  // The document's own title (its PDF Info), offered once the address is entered, while the author has typed none.
  const suggestTitle = useSuggestedTitle(getPdfTitle, value, onChange);
  return (
    <div className="lms-pdf-editor">
      <FormField
        label="URL"
        type="url"
        value={value.url}
        onChange={(url) => onChange(withUrl(value, url))}
        onBlur={suggestTitle}
        hint="The address of a PDF file (ending in .pdf); or choose a document from the library below, which fills this in."
        error={errors.url}
      />
      <MediaPicker courseId={courseId} library="files" extensions={PDF_EXTENSIONS} selectedId={value.file} onPick={(document) => onChange((current) => withLibraryDocument(current, document))} />
      <FormField
        label="Title"
        value={value.title ?? ''}
        onChange={(title) => onChange(withTitle(value, title))}
        hint="Names the document for screen readers and appears under it."
        error={errors.title}
      />
      <FormField
        label="Height (pixels)"
        type="number"
        min={MIN_HEIGHT}
        max={MAX_HEIGHT}
        value={value.height === undefined ? '' : String(value.height)}
        onChange={(height) => onChange(withHeight(value, height))}
        hint={`The height of the document viewer; leave empty for ${DEFAULT_HEIGHT}.`}
        error={errors.height}
      />
      <OtherFieldErrors errors={errors} shownFields={EDITED_FIELDS} />
    </div>
  );
}
