import { useId, useState } from 'react';
import { ApiError, useApi, useFormField } from '@lms/sdk/web';
import { SITE_IMAGE_EXTENSIONS } from '@lms/sdk/calls';
import { uploadLogo } from '../calls/themeCalls.ts';

const ACCEPT = SITE_IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * Beside a logo address field: an image chosen here is uploaded at once
 * (POST administration/theme/logo) and its public address fills the field;
 * saving the theme keeps it.
 */
export function LogoUploadField({ name, label }: { name: string; label: string }) {
  const id = useId();
  const address = useFormField<string>(name);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState('');
  const api = useApi();

  const upload = async (file: File | undefined, input: HTMLInputElement) => {
    if (!file) return;
    setBusy(true);
    setProblem('');
    setStatus(`Uploading ${file.name}…`);
    const form = new FormData();
    form.append('file', file, file.name);
    try {
      const stored = await api.send(uploadLogo, form);
      address.onChange(stored.url);
      setStatus(`Uploaded ${stored.name}. Save changes to keep it.`);
    } catch (error) {
      setStatus('');
      setProblem(error instanceof ApiError ? (error.fields[0]?.message ?? error.message) : 'The upload failed. Try again.');
    } finally {
      setBusy(false);
      // The same file may be chosen again after a failure.
      input.value = '';
    }
  };

  return (
    <div className="lms-themes-upload">
      <label htmlFor={`${id}-file`}>{label}</label>
      <input
        id={`${id}-file`}
        type="file"
        accept={ACCEPT}
        disabled={busy}
        aria-describedby={`${id}-hint`}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => void upload(event.target.files?.[0], event.target)}
      />
      <p id={`${id}-hint`} className="lms-themes-hint">
        JPG, PNG, GIF, WebP or SVG, at most 5 MB.
      </p>
      {status && <p role="status">{status}</p>}
      {problem && <p role="alert">{problem}</p>}
    </div>
  );
}
