import type { ComponentViewProps } from '@lms/sdk/web';
import type { PictureConfig } from '../schemas/pictureConfig.ts';
import './picture.css';

/** The image with its alt text, and its caption under it. */
export default function PictureView({ component, mode }: ComponentViewProps<PictureConfig>) {
  const { url, alt_text: alt, caption } = component.config;
  if (!url) return mode === 'edit' ? <p className="lms-picture-empty">No image has been chosen for this component yet.</p> : null;
  return (
    <figure className="lms-picture">
      <img src={url} alt={alt ?? ''} loading="lazy" decoding="async" />
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}
