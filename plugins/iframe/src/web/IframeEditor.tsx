import { EmbedNotice, FormField, OtherFieldErrors, useSuggestedTitle, type ComponentEditorProps } from '@lms/sdk/web';
import { MAX_HEIGHT, MIN_HEIGHT, type IframeConfig } from '../schemas/iframeConfig.ts';
import { isPdfUrl } from '../schemas/pdfLink.ts';
import { getPdfTitle, getWebPageTitle } from '../calls/linkTitleCalls.ts';
import { ToolSettings } from './ToolSettings.tsx';
import './iframe.css';

/** The fields this editor shows; a save error on any other is listed below them. */
const EDITED_FIELDS = ['url', 'title', 'height'];
/** Shown by ToolSettings while a tool is chosen. */
const TOOL_FIELDS = ['tool_provider_id', 'lti_config/graded', 'lti_config/max_score'];

/** An emptied optional field is left out of the config rather than stored blank. */
function withTitle(config: IframeConfig, title: string): IframeConfig {
  const { title: _replaced, ...rest } = config;
  return title === '' ? rest : { ...rest, title };
}

function withHeight(config: IframeConfig, height: string): IframeConfig {
  const { height: _replaced, ...rest } = config;
  return height.trim() === '' ? rest : { ...rest, height: Number(height) };
}

export default function IframeEditor({ value, onChange, errors, component, courseId, lessonId, pageId }: ComponentEditorProps<IframeConfig>) {
  // The page's own title, offered once the address is entered, while the author has typed none.
  const suggestTitle = useSuggestedTitle(isPdfUrl(value.url) ? getPdfTitle : getWebPageTitle, value, onChange);
  return (
    <div className="lms-iframe-editor">
      <FormField
        label="URL"
        type="url"
        value={value.url}
        onChange={(url) => onChange({ ...value, url })}
        onBlur={suggestTitle}
        hint="The address of the web page to show, starting with https:// (or http://)."
        error={errors.url}
      />
      {/* Always present, so screen readers announce the notice when it appears. */}
      <div role="status" className="lms-iframe-editor-status">
        {isPdfUrl(value.url) && (
          <EmbedNotice>
            This address is a PDF document: when you save, the component becomes a PDF component, which students see in their browser&apos;s
            PDF viewer with a link to download it.
          </EmbedNotice>
        )}
      </div>
      <FormField
        label="Title"
        value={value.title ?? ''}
        onChange={(title) => onChange(withTitle(value, title))}
        hint="Names the page for screen readers and appears under it."
        error={errors.title}
      />
      <FormField
        label="Fallback height (pixels)"
        type="number"
        min={MIN_HEIGHT}
        max={MAX_HEIGHT}
        value={value.height === undefined ? '' : String(value.height)}
        onChange={(height) => onChange(withHeight(value, height))}
        hint="Used when the page cannot tell its own height (pages of other sites); leave empty for 600."
        error={errors.height}
      />
      <ToolSettings value={value} onChange={onChange} errors={errors} component={component} courseId={courseId} lessonId={lessonId} pageId={pageId} />
      <OtherFieldErrors errors={errors} shownFields={value.tool_provider_id ? [...EDITED_FIELDS, ...TOOL_FIELDS] : EDITED_FIELDS} />
    </div>
  );
}
