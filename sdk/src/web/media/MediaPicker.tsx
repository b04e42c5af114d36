import { useCallback, useEffect, useId, useState } from 'react';
import {
  fetchImageFromUrl,
  mediaLibraryCalls,
  type MediaFile,
  type MediaLibraryName,
  type QuotaUse,
  type StoredFile,
  type UploadAnswer,
  type UploadQuotaView,
} from '@lms/contract/calls/mediaCalls.ts';
import { sizeText, type UploadContext } from '@lms/contract/rules';
import { ApiError } from '../apiClient.ts';
import { useApi } from '../context.ts';
import { Button } from '../ui/Button.tsx';
import { VideoConversionNotice } from './VideoConversionNotice.tsx';
import './mediaPicker.css';

export type { MediaLibraryName };

export interface MediaPickerProps {
  courseId: string;
  library: MediaLibraryName;
  /** Extensions offered and accepted, e.g. ['mp3', 'm4a', 'ogg']; all of the library's when absent. */
  extensions?: readonly string[];
  /** The id of the file chosen now, shown as selected. */
  selectedId?: string;
  /** What the upload is for: 'project' (an artifact or feedback) chooses the conversion message's projects ending. */
  uploadContext?: UploadContext;
  /**
   * Called on a click in the library, and when an upload or fetch ends (long after the click): an Editor
   * builds the change from the config as it is then (`onChange((current) => ...)`), never from its render's `value`.
   */
  onPick(file: MediaFile): void;
}

/** Part 1 §8 Uploads: the library's loading error. */
export const libraryLoadError = (status: number) => `Could not load file library ( ${status} ).`;

const useText = (use: QuotaUse) => (use.quota_bytes === null ? `${sizeText(use.used_bytes)} (no limit)` : `${sizeText(use.used_bytes)} of ${sizeText(use.quota_bytes)}`);

/** What the uploader has used of their quota and the course's, shown after each upload. */
export const quotaText = (quota: UploadQuotaView) => `Storage used: you ${useText(quota.user)}; this course ${useText(quota.course)}.`;

/**
 * A course's media library for an editor: pick a file already there, or upload
 * one (it streams to the server, which checks name, type and size with the
 * spec's messages); images can also come from a public address.
 */
export function MediaPicker({ courseId, library, extensions, selectedId, uploadContext, onPick }: MediaPickerProps) {
  const api = useApi();
  const ids = useId();
  const [files, setFiles] = useState<MediaFile[]>();
  const [loadError, setLoadError] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [displayName, setDisplayName] = useState('');
  const [chosen, setChosen] = useState<File>();
  const [address, setAddress] = useState('');
  const [quota, setQuota] = useState<UploadQuotaView>();
  const [uploaded, setUploaded] = useState<MediaFile>();
  const ext = extensions?.join(',') ?? '';

  const load = useCallback(async () => {
    try {
      const answer = await api.call(mediaLibraryCalls[library].list, { params: { courseId }, query: ext ? { ext } : {} });
      setFiles(answer.files);
      setLoadError(undefined);
    } catch (error) {
      setLoadError(libraryLoadError(error instanceof ApiError ? error.status : 0));
    }
  }, [api, library, courseId, ext]);

  useEffect(() => {
    void load();
  }, [load]);

  const finish = async (send: () => Promise<UploadAnswer | StoredFile>) => {
    setBusy(true);
    setProblem(undefined);
    setUploaded(undefined);
    try {
      const answer = await send();
      const data = answer.data;
      // Uploads answer the quotas after the file; a fetch from an address does not.
      if ('quota' in answer) setQuota(answer.quota);
      setUploaded(data);
      setFiles((current) => [data, ...(current ?? [])]);
      setChosen(undefined);
      setDisplayName('');
      setAddress('');
      onPick(data);
    } catch (error) {
      setProblem(error instanceof ApiError ? (error.fields[0]?.message ?? error.message) : 'The upload failed. Try again.');
    } finally {
      setBusy(false);
    }
  };

  const upload = () => {
    if (!chosen) return setProblem('Choose a file to upload.');
    const form = new FormData();
    // The name comes before the file: the server reads the fields that precede it.
    form.append('name', displayName.trim() || chosen.name);
    form.append('file', chosen, chosen.name);
    void finish(() => api.send(mediaLibraryCalls[library].upload, form, { courseId }));
  };

  const fetchAddress = () => {
    if (!address.trim()) return setProblem('URL is invalid.');
    void finish(() =>
      api.call(fetchImageFromUrl, { params: { courseId }, body: { url: address.trim(), filename: displayName.trim() || address.trim().split('/').pop() || 'Image' } }),
    );
  };

  return (
    <div className="lms-media-picker">
      <section aria-labelledby={`${ids}-library`}>
        <h3 id={`${ids}-library`} className="lms-media-picker__heading">
          {library === 'images' ? 'Image library' : 'File library'}
        </h3>
        {loadError ? (
          <p role="alert" className="lms-media-picker__error">
            {loadError}{' '}
            <button type="button" className="lms-media-picker__link" onClick={() => void load()}>
              Try again
            </button>
          </p>
        ) : files === undefined ? (
          <p className="lms-media-picker__note">Loading the library…</p>
        ) : files.length === 0 ? (
          <p className="lms-media-picker__note">Nothing here yet: upload a file below.</p>
        ) : (
          <ul className="lms-media-picker__files">
            {files.map((file) => (
              <li key={file._id}>
                <button type="button" className="lms-media-picker__file" aria-pressed={file._id === selectedId} onClick={() => onPick(file)}>
                  {file.thumbnail_url ? <img src={file.thumbnail_url} alt="" /> : <span className="lms-media-picker__ext">{file.extension}</span>}
                  <span>
                    {file.display_name}
                    {file.converting && ' (converting)'}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {/* Not a form: the picker sits inside the editor's own form, and forms cannot nest. */}
      <div role="group" className="lms-media-picker__upload" aria-labelledby={`${ids}-upload`}>
        <h3 id={`${ids}-upload`} className="lms-media-picker__heading">
          Add a file
        </h3>
        <label htmlFor={`${ids}-name`}>Display name</label>
        <input id={`${ids}-name`} value={displayName} onChange={(event) => setDisplayName(event.target.value)} />
        <label htmlFor={`${ids}-file`}>File</label>
        <input
          id={`${ids}-file`}
          type="file"
          accept={extensions?.map((extension) => `.${extension}`).join(',')}
          onChange={(event) => setChosen(event.target.files?.[0])}
        />
        <Button variant="secondary" small disabled={busy} onClick={upload}>
          {busy ? 'Uploading…' : 'Upload'}
        </Button>
        {library === 'images' && (
          <>
            <label htmlFor={`${ids}-url`}>Or an image address</label>
            <input id={`${ids}-url`} type="url" inputMode="url" value={address} onChange={(event) => setAddress(event.target.value)} />
            <Button variant="secondary" small disabled={busy} onClick={fetchAddress}>
              Fetch the image
            </Button>
          </>
        )}
        {uploaded && <VideoConversionNotice file={uploaded} context={uploadContext} />}
        {quota && <p className="lms-media-picker__note">{quotaText(quota)}</p>}
        {problem && (
          <p role="alert" className="lms-media-picker__error">
            {problem}
          </p>
        )}
      </div>
    </div>
  );
}
