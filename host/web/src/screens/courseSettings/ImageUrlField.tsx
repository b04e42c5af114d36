import { useState } from 'react';
import { ApiError, FileField, FormField } from '@lms/sdk/web';
import { mediaLibraryCalls } from '@lms/sdk/calls';
import { useShell } from '../../app/ShellContext.ts';
import { UNKNOWN_ERROR } from '../../notifications/errorNotice.ts';
import { COURSE_IMAGE_HINT, imageRatioProblem, imageUrlProblem } from './courseImageRules.ts';

interface ImageUrlFieldProps {
  /** The setting's path: the input's name. */
  name: string;
  id: string;
  courseId: string;
  label: string;
  value: string;
  error?: string;
  onChange(value: string): void;
  /** Reports the ratio rule once the preview has loaded (undefined when the image is fine). */
  onRatioProblem(problem: string | undefined): void;
}

/**
 * An image URL with the course image rules (part 1 §9) shown, and a preview
 * that checks the width-to-height ratio; or an image uploaded to the course's
 * library as a course image (the server checks its size and ratio).
 */
export function ImageUrlField({ name, id, courseId, label, value, error, onChange, onRatioProblem }: ImageUrlFieldProps) {
  const { api } = useShell();
  const [previewFailed, setPreviewFailed] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [uploadProblem, setUploadProblem] = useState<string>();

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setUploadProblem(undefined);
    const form = new FormData();
    form.append('name', `${label} (${file.name})`);
    form.append('file', file, file.name);
    try {
      const { data } = await api.send(mediaLibraryCalls.images.upload, form, { courseId }, { purpose: 'course_image' });
      setPreviewFailed(false);
      onRatioProblem(undefined);
      onChange(data.url);
    } catch (failure) {
      setUploadProblem(failure instanceof ApiError ? (failure.fields[0]?.message ?? failure.message) : UNKNOWN_ERROR);
    } finally {
      setUploading(false);
    }
  };
  const url = value.trim();
  const showPreview = url !== '' && !imageUrlProblem(url) && !previewFailed;
  return (
    <div className="image-url-field">
      <FormField
        name={name}
        id={id}
        label={label}
        type="url"
        value={value}
        hint={COURSE_IMAGE_HINT}
        error={error}
        onChange={(next) => {
          setPreviewFailed(false);
          onRatioProblem(undefined);
          onChange(next);
        }}
      />
      <FileField
        label={`Or upload the ${label.replace(/\s*URL$/i, '').toLowerCase()}`}
        accept=".jpg,.jpeg,.png,.gif,.webp"
        status={uploading ? 'Uploading…' : undefined}
        error={uploadProblem}
        disabled={uploading}
        onFile={(file) => void upload(file)}
      />
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
