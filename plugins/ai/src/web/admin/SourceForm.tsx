import { useState } from 'react';
import { FileField, Form, FormField, FormStatusLine, SubmitButton, useApi, useLmsForm } from '@lms/sdk/web';
import { SOURCE_AUTHOR_REQUIRED, SOURCE_MAX_BYTES, SOURCE_TITLE_REQUIRED, SOURCE_UUID_REQUIRED, TITLE_MAX_LENGTH } from '../../calls/aiRules.ts';
import { listSources, saveSource, uploadSourceFile } from '../../calls/sourceCalls.ts';
import { useCallCache } from '../serverData.ts';
import { requiredFields } from './requiredRules.ts';

interface SourceValues {
  uuid: string;
  title: string;
  author: string;
  isbn: string;
}

const ACCEPT = '.pdf,.epub,.txt,.md,application/pdf,application/epub+zip,text/plain,text/markdown';
const rules = requiredFields<SourceValues>({ title: SOURCE_TITLE_REQUIRED, uuid: SOURCE_UUID_REQUIRED, author: SOURCE_AUTHOR_REQUIRED });
const fresh = (): SourceValues => ({ uuid: crypto.randomUUID(), title: '', author: '', isbn: '' });
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Adds a source (part 3 §5: a source needs title, uuid and author) or replaces
 * one of the same uuid, then uploads its file, which queues its indexing.
 */
export function SourceForm() {
  const api = useApi();
  const cache = useCallCache();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const form = useLmsForm<SourceValues>({ defaultValues: fresh(), rules });
  const choose = (chosen: File) => {
    if (chosen.size > SOURCE_MAX_BYTES) {
      setFile(null);
      return setFileError(`The file is larger than ${megabytes(SOURCE_MAX_BYTES)}.`);
    }
    setFileError(undefined);
    setFile(chosen);
  };
  const save = async ({ uuid, title, author, isbn }: SourceValues) => {
    await api.call(saveSource, { params: { uuid: uuid.trim() }, body: { title, author, isbn } });
    if (file) {
      const upload = new FormData();
      upload.append('file', file);
      try {
        await api.send(uploadSourceFile, upload, { uuid: uuid.trim() });
      } catch (error) {
        await cache.invalidate(listSources);
        throw error;
      }
    }
    setFile(null);
    await cache.invalidate(listSources);
    return { values: fresh(), success: file ? `“${title}” saved; its file is being indexed (see Training).` : `“${title}” saved.` };
  };
  return (
    <Form form={form} onSubmit={save} className="lms-ai-form">
      <h2>Add a source</h2>
      <FormField name="title" label="Title" maxLength={TITLE_MAX_LENGTH} required />
      <FormField name="author" label="Author" maxLength={TITLE_MAX_LENGTH} required />
      <FormField name="isbn" label="ISBN" maxLength={40} hint="Optional." />
      <FormField name="uuid" label="UUID" maxLength={TITLE_MAX_LENGTH} required hint="The source’s id; give an existing source’s uuid to replace its fields and file." />
      <FileField label="File (PDF, EPUB or text)" accept={ACCEPT} onFile={choose} status={file ? `${file.name}, ${megabytes(file.size)}` : undefined} error={fileError} />
      <FormStatusLine />
      <SubmitButton label="Save source" busyLabel="Saving…" />
    </Form>
  );
}
