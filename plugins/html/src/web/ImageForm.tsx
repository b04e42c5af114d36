import { useEffect, useState } from 'react';
import type { RichTextEditor as Editor } from '@lms/sdk/web/richText';
import { Form, FormField, useLmsForm } from '@lms/sdk/web';
import { InlineForm } from './InlineForm.tsx';
import { isAcceptedImageUrl } from './imageUrl.ts';

interface ImageFormProps {
  editor: Editor;
  onClose(): void;
}

interface ImageValues {
  src: string;
  alt: string;
}

/** The image's rule, on the trimmed values: a source the server keeps, and alt text. */
export function validateImage(values: ImageValues) {
  const errors: { field: string; message: string }[] = [];
  if (!isAcceptedImageUrl(values.src.trim())) errors.push({ field: 'src', message: 'URL is invalid.' });
  if (values.alt.trim() === '') errors.push({ field: 'alt', message: 'Alt text is required for images' });
  return errors;
}

/** Inserts an image at the selection, or changes the selected one (keeping its size and title). */
export function ImageForm({ editor, onClose }: ImageFormProps) {
  const [selected] = useState(() => (editor.isActive('image') ? editor.getAttributes('image') : undefined));
  // A part of the editor's own work, saved with the page around it: no unsaved-changes warning of its own.
  const form = useLmsForm<ImageValues>({
    defaultValues: { src: String(selected?.src ?? ''), alt: String(selected?.alt ?? '') },
    rules: validateImage,
    warnUnsaved: false,
  });

  // A field's message goes as soon as the author changes it.
  const { watch, clearErrors } = form;
  useEffect(() => {
    const subscription = watch((_values, { name, type }) => {
      if (name !== undefined && type === 'change') clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [watch, clearErrors]);

  function cancel() {
    onClose();
    editor.commands.focus();
  }

  function apply(values: ImageValues) {
    const image = { src: values.src.trim(), alt: values.alt.trim() };
    if (selected === undefined) editor.chain().focus().setImage(image).run();
    else editor.chain().focus().updateAttributes('image', image).run();
    onClose();
  }

  // A div, not a <form>: the editor usually sits inside the host's form, and forms must not nest.
  return (
    <Form form={form} as="div" onSubmit={apply}>
      {(submit) => (
        <InlineForm label="Image" onApply={submit} onCancel={cancel}>
          <FormField
            layout="inline"
            name="src"
            label="Image URL"
            inputMode="url"
            // The form opens on the author's request, ready for the value.
            autoFocus
            hint="A web address (http or https) or a path on this site."
          />
          <FormField layout="inline" name="alt" label="Alt text" hint="What the image shows, for people who cannot see it." />
        </InlineForm>
      )}
    </Form>
  );
}
