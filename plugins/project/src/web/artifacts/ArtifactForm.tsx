import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button, FormField, type MediaFile } from '@lms/sdk/web';
import { RichTextContent, RichTextToolbar, richTextHtml, useRichTextEditor } from '@lms/sdk/web/richText';
import { ARTIFACT_MESSAGES, isWebAddress } from '../../rules/projectArtifacts.ts';
import type { ApiArtifact, ArtifactType } from '../../schemas/projectTypes.ts';
import type { WriteOutcome } from '../projects/useProjectWrites.ts';
import { ArtifactRecorder } from './ArtifactRecorder.tsx';
import { ARTIFACT_KINDS } from './artifactTypes.ts';
import { OwnUploadPicker } from './OwnUploadPicker.tsx';

/** What an artifact form saves: the fields of its type. */
export interface ArtifactFields {
  type: ArtifactType;
  title: string;
  content: string | null;
  file: string | null;
  url: string | null;
}

interface ArtifactFormProps {
  courseId: string;
  type: ArtifactType;
  /** The artifact being edited; absent when adding. */
  artifact?: ApiArtifact;
  onSave(fields: ArtifactFields): Promise<WriteOutcome>;
  onCancel(): void;
  /** Whether it holds something not saved (the screen warns before leaving). */
  onDirty(dirty: boolean): void;
}

interface ChosenFile {
  id: string;
  name: string;
}

function TextEditor({ label, initial, onChange }: { label: string; initial: string; onChange(html: string): void }) {
  const editor = useRichTextEditor({ profile: 'courseHtml', content: initial, attributes: { 'aria-label': label, class: 'lms-artifact-form__editor' }, onUpdate: (current) => onChange(richTextHtml(current)) });
  return (
    <div className="lms-artifact-form__text">
      <RichTextToolbar editor={editor} profile="courseHtml" label={`Formatting of ${label}`} />
      <RichTextContent editor={editor} />
    </div>
  );
}

/**
 * Adds or edits one artifact: a title and, by type, rich text, a file of the
 * course's media library (picked, uploaded or, for audio and video, recorded
 * here) or an address. Nothing typed is dropped when a save is refused: the
 * form stays open with it.
 */
export function ArtifactForm({ courseId, type, artifact, onSave, onCancel, onDirty }: ArtifactFormProps) {
  const kind = ARTIFACT_KINDS[type];
  const ids = useId();
  const initialContent = artifact?.content ?? '';
  const [title, setTitle] = useState(artifact?.title ?? '');
  const [content, setContent] = useState(initialContent);
  const [file, setFile] = useState<ChosenFile | null>(artifact?.file ? { id: artifact.file.id, name: artifact.file.filename } : null);
  const [url, setUrl] = useState(artifact?.url ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = title !== (artifact?.title ?? '') || content !== initialContent || (file?.id ?? null) !== (artifact?.file?.id ?? null) || url !== (artifact?.url ?? '');

  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  useEffect(() => () => onDirty(false), [onDirty]);

  const pick = (chosen: MediaFile) => setFile({ id: chosen._id, name: chosen.display_name });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (kind.source === 'file' && !file) return setProblem(ARTIFACT_MESSAGES.fileRequired);
    if (kind.source === 'url' && !url.trim()) return setProblem(ARTIFACT_MESSAGES.urlRequired);
    if (kind.source === 'url' && !isWebAddress(url)) return setProblem(ARTIFACT_MESSAGES.urlInvalid);
    if (kind.source === 'text' && content.trim() === '') return setProblem(ARTIFACT_MESSAGES.textRequired);
    setProblem(null);
    setSaving(true);
    const outcome = await onSave({
      type,
      title: title.trim(),
      content: kind.source === 'text' ? content : null,
      file: kind.source === 'file' ? (file?.id ?? null) : null,
      url: kind.source === 'url' ? url.trim() : null,
    });
    setSaving(false);
    if (outcome === 'changed') setProblem('The project was reloaded with the other changes. What you entered is still here: save it again.');
  };

  const formLabel = artifact ? `Edit ${artifact.title || kind.label}` : `New ${kind.label.toLowerCase()} item`;
  return (
    <form className="lms-artifact-form" aria-label={formLabel} onSubmit={(event) => void submit(event)}>
      <h3 className="lms-artifact-form__title">{formLabel}</h3>
      <FormField label="Title" value={title} onChange={setTitle} maxLength={200} />
      {kind.source === 'text' && <TextEditor label="Text" initial={initialContent} onChange={setContent} />}
      {kind.source === 'url' && <FormField label="Address" type="url" inputMode="url" value={url} onChange={setUrl} maxLength={2000} />}
      {kind.source === 'file' && kind.library && (
        <>
          <p id={`${ids}-file`} role="status">
            {file ? `File: ${file.name}` : 'No file chosen yet.'}
          </p>
          {kind.recordable && <ArtifactRecorder courseId={courseId} kind={kind.recordable} onUploaded={pick} />}
          <OwnUploadPicker courseId={courseId} extensions={kind.extensions} onPick={pick} />
        </>
      )}
      {problem && (
        <p role="alert" className="lms-project-error">
          {problem}
        </p>
      )}
      <div className="lms-project-actions">
        <Button type="submit" variant="primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save item'}
        </Button>
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
