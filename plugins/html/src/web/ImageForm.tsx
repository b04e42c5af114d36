import { useRef, useState } from 'react';
import type { RichTextEditor as Editor } from '@lms/sdk/web/richText';
import { FormField } from '@lms/sdk/web';
import { InlineForm } from './InlineForm.tsx';
import { isAcceptedImageUrl } from './imageUrl.ts';

interface ImageFormProps {
  editor: Editor;
  onClose(): void;
}

interface ImageErrors {
  src?: string;
  alt?: string;
}

function imageErrors(src: string, alt: string): ImageErrors {
  return {
    src: isAcceptedImageUrl(src) ? undefined : 'URL is invalid.',
    alt: alt === '' ? 'Alt text is required for images' : undefined,
  };
}

/** Inserts an image at the selection, or changes the selected one (keeping its size and title). */
export function ImageForm({ editor, onClose }: ImageFormProps) {
  const srcRef = useRef<HTMLInputElement>(null);
  const altRef = useRef<HTMLInputElement>(null);
  const [selected] = useState(() => (editor.isActive('image') ? editor.getAttributes('image') : undefined));
  const [src, setSrc] = useState(String(selected?.src ?? ''));
  const [alt, setAlt] = useState(String(selected?.alt ?? ''));
  const [errors, setErrors] = useState<ImageErrors>({});

  function cancel() {
    onClose();
    editor.commands.focus();
  }

  function apply() {
    const image = { src: src.trim(), alt: alt.trim() };
    const found = imageErrors(image.src, image.alt);
    if (found.src !== undefined || found.alt !== undefined) {
      setErrors(found);
      (found.src === undefined ? altRef : srcRef).current?.focus();
      return;
    }
    if (selected === undefined) editor.chain().focus().setImage(image).run();
    else editor.chain().focus().updateAttributes('image', image).run();
    onClose();
  }

  return (
    <InlineForm label="Image" onApply={apply} onCancel={cancel}>
      <FormField
        layout="inline"
        ref={srcRef}
        label="Image URL"
        inputMode="url"
        // The form opens on the author's request, ready for the value.
        autoFocus
        value={src}
        onChange={(value) => {
          setSrc(value);
          setErrors((current) => ({ ...current, src: undefined }));
        }}
        hint="A web address (http or https) or a path on this site."
        error={errors.src}
      />
      <FormField
        layout="inline"
        ref={altRef}
        label="Alt text"
        value={alt}
        onChange={(value) => {
          setAlt(value);
          setErrors((current) => ({ ...current, alt: undefined }));
        }}
        hint="What the image shows, for people who cannot see it."
        error={errors.alt}
      />
    </InlineForm>
  );
}
