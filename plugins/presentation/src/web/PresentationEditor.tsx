import { EmbedNotice, FormField, OtherFieldErrors, type ComponentEditorProps } from '@lms/sdk/web';
import type { PresentationConfig } from '../schemas/presentationConfig.ts';
import { linkStatus } from './linkStatus.ts';
import './presentation.css';

/** The fields this editor shows; a save error on any other (sent by an API call) is listed below them. */
const EDITED_FIELDS = ['url', 'title'];

/** An emptied title is left out of the config rather than stored blank. */
function withTitle(config: PresentationConfig, title: string): PresentationConfig {
  const { title: _replaced, ...rest } = config;
  return title === '' ? rest : { ...rest, title };
}

export default function PresentationEditor({ value, onChange, errors }: ComponentEditorProps<PresentationConfig>) {
  const status = linkStatus(value.url);
  return (
    <div className="lms-presentation-editor">
      <FormField
        label="URL"
        type="url"
        value={value.url}
        onChange={(url) => onChange({ ...value, url })}
        hint="A share link from Google Slides, Docs, Sheets or Drive or from Slideshare, or the address of a PowerPoint, Word, Excel or PDF file."
        error={errors.url}
      />
      {/* Always present, so screen readers announce what the link was recognised as while it is typed. */}
      <div role="status" className="lms-presentation-editor-status">
        {status !== null && (status.recognised ? <p className="lms-presentation-recognised">{status.message}</p> : <EmbedNotice>{status.message}</EmbedNotice>)}
      </div>
      <FormField
        label="Title"
        value={value.title ?? ''}
        onChange={(title) => onChange(withTitle(value, title))}
        hint="Names the presentation for screen readers and appears under it."
        error={errors.title}
      />
      <OtherFieldErrors errors={errors} shownFields={EDITED_FIELDS} />
    </div>
  );
}
