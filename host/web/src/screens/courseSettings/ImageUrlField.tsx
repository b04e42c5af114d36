import { useState } from 'react';
import { TextField } from '../../ui/TextField.tsx';
import { COURSE_IMAGE_HINT, imageRatioProblem, imageUrlProblem } from './courseImageRules.ts';

interface ImageUrlFieldProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange(value: string): void;
  /** Reports the ratio rule once the preview has loaded (undefined when the image is fine). */
  onRatioProblem(problem: string | undefined): void;
}

/** An image URL with the course image rules (part 1 §9) shown, and a preview that checks the width-to-height ratio. */
export function ImageUrlField({ id, label, value, error, onChange, onRatioProblem }: ImageUrlFieldProps) {
  const [previewFailed, setPreviewFailed] = useState(false);
  const url = value.trim();
  const showPreview = url !== '' && !imageUrlProblem(url) && !previewFailed;
  return (
    <div className="image-url-field">
      <TextField
        id={id}
        label={label}
        type="url"
        value={value}
        error={error}
        onChange={(next) => {
          setPreviewFailed(false);
          onRatioProblem(undefined);
          onChange(next);
        }}
      />
      <p className="settings-hint">{COURSE_IMAGE_HINT}</p>
      {showPreview && (
        <img
          className="image-url-field__preview"
          src={url}
          alt={`Preview of the ${label.toLowerCase()}`}
          onLoad={(event) => onRatioProblem(imageRatioProblem(event.currentTarget.naturalWidth, event.currentTarget.naturalHeight))}
          onError={() => setPreviewFailed(true)}
        />
      )}
    </div>
  );
}
