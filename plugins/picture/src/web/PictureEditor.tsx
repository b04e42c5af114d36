import { FormField, MediaPicker, OtherFieldErrors, TextAreaField, type ComponentEditorProps, type MediaFile } from '@lms/sdk/web';
import type { PictureConfig } from '../schemas/pictureConfig.ts';
import './picture.css';

const EDITED_FIELDS = ['url', 'alt_text', 'caption'];

/** A typed address replaces the library image: the id of the old one goes. */
function withUrl(config: PictureConfig, url: string): PictureConfig {
  const { file: _replaced, ...rest } = config;
  return { ...rest, url };
}

/** A library image brings its address, and its alt text and caption when the editor has none yet. */
function withLibraryImage(config: PictureConfig, image: MediaFile): PictureConfig {
  return {
    ...config,
    url: image.url,
    file: image._id,
    alt_text: config.alt_text || image.alt_text || '',
    caption: config.caption || image.caption || '',
  };
}

export default function PictureEditor({ value, onChange, errors, courseId }: ComponentEditorProps<PictureConfig>) {
  return (
    <div className="lms-picture-editor">
      {value.url && <img className="lms-picture-editor__preview" src={value.url} alt="" />}
      <MediaPicker courseId={courseId} library="images" selectedId={value.file} onPick={(image) => onChange((current) => withLibraryImage(current, image))} />
      <FormField label="Image address" type="url" value={value.url} onChange={(url) => onChange(withUrl(value, url))} hint="Filled in when you choose from the library; or type the address of an image on the web." error={errors.url} />
      <FormField
        label="Alt text"
        value={value.alt_text ?? ''}
        onChange={(alt_text) => onChange({ ...value, alt_text })}
        hint="What the image shows, for people who cannot see it."
        error={errors.alt_text}
      />
      <TextAreaField label="Caption" value={value.caption ?? ''} onChange={(caption) => onChange({ ...value, caption })} error={errors.caption} />
      <OtherFieldErrors errors={errors} shownFields={EDITED_FIELDS} />
    </div>
  );
}
