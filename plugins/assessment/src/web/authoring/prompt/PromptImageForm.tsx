import { useRef, useState, type KeyboardEvent } from 'react';
import type { RichTextEditor as Editor } from '@lms/sdk/web/richText';
import { FormField, MediaPicker, Button } from '@lms/sdk/web';

/** An image from the course's image library (or uploaded to it), with its description for people who cannot see it. */
export function PromptImageForm({ editor, courseId, onClose }: { editor: Editor; courseId: string; onClose(): void }) {
  const [alt, setAlt] = useState('');
  // An upload ends after the author may have typed the description: the image takes it as it is then.
  const typedAlt = useRef(alt);
  const changeAlt = (next: string) => {
    typedAlt.current = next;
    setAlt(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.type !== 'file') {
      // Enter here belongs to this form, not to the Question's save.
      event.preventDefault();
    }
  };
  return (
    <div className="lms-authoring-insert lms-authoring-insert--image" onKeyDown={onKeyDown}>
      <FormField label="Image description (alt text)" value={alt} onChange={changeAlt} hint="Say what the image shows; leave empty for a decorative image." />
      <MediaPicker
        courseId={courseId}
        library="images"
        onPick={(file) => {
          editor.chain().focus().insertContent({ type: 'image', attrs: { src: file.url, alt: typedAlt.current.trim() || (file.alt_text ?? '') } }).run();
          onClose();
        }}
      />
      <Button variant="secondary" onClick={onClose}>
        Close
      </Button>
    </div>
  );
}
