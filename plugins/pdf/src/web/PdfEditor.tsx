import type { ComponentEditorProps } from '@lms/sdk/web';
import { DEFAULT_HEIGHT, MAX_HEIGHT, MIN_HEIGHT, type PdfConfig } from '../schemas/pdfConfig.ts';
import { FormField } from './FormField.tsx';
import './pdf.css';

/** The fields this editor shows; a save error on any other (the upload's id) is listed below them. */
const EDITED_FIELDS = ['url', 'title', 'height'];

/**
 * A typed address replaces the document: the uploaded record the old address
 * led to (`file`) no longer describes it, so it goes.
 */
function withUrl(config: PdfConfig, url: string): PdfConfig {
  const { file: _replaced, ...rest } = config;
  return { ...rest, url };
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

export default function PdfEditor({ value, onChange, errors }: ComponentEditorProps<PdfConfig>) {
  const otherErrors = Object.entries(errors).filter(([field]) => !EDITED_FIELDS.includes(field));
  return (
    <div className="lms-pdf-editor">
      <FormField
        label="URL"
        type="url"
        value={value.url}
        onChange={(url) => onChange(withUrl(value, url))}
        hint="The address of a PDF file (ending in .pdf), or of a document uploaded to this site (/server/media/...)."
        error={errors.url}
      />
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
      {otherErrors.length > 0 && (
        <div className="lms-pdf-error" role="alert">
          <ul>
            {otherErrors.map(([field, message]) => (
              <li key={field}>{message}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
