import { Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import './preview.css';

/** Says the reader is looking at an edit preview (drafts and locked items included), with the way back. */
export function PreviewBanner({ children }: { children?: ReactNode }) {
  return (
    <div className="preview-banner">
      <Eye aria-hidden="true" size={20} />
      <p>Preview: this is how the item looks, drafts and locked content included.</p>
      {children}
    </div>
  );
}
