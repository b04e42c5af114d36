import { AArrowDown, AArrowUp, ChevronLeft, ChevronRight, Download, List } from 'lucide-react';
import { VISUALLY_HIDDEN_CLASS, Button, buttonClass } from '@lms/sdk/web';

interface ReaderToolbarProps {
  chapter: number;
  chapterCount: number;
  onPrevious(): void;
  onNext(): void;
  tocId: string;
  tocOpen: boolean;
  onToggleToc(): void;
  scale: number;
  canShrink: boolean;
  canGrow: boolean;
  onShrink(): void;
  onGrow(): void;
  downloadUrl: string;
}

/** Paging, the chapter position (announced as it changes), contents, text size and the download. */
export function ReaderToolbar(props: ReaderToolbarProps) {
  const { chapter, chapterCount } = props;
  return (
    <div className="lms-e-reader-toolbar">
      <div className="lms-e-reader-toolbar__group" role="group" aria-label="Chapters">
        <Button variant="secondary" small onClick={props.onPrevious} disabled={chapter === 0}>
          <ChevronLeft aria-hidden="true" size={18} />
          Previous
        </Button>
        <p className="lms-e-reader-position" role="status">
          Chapter {chapter + 1} of {chapterCount}
        </p>
        <Button variant="secondary" small onClick={props.onNext} disabled={chapter === chapterCount - 1}>
          Next
          <ChevronRight aria-hidden="true" size={18} />
        </Button>
      </div>
      <div className="lms-e-reader-toolbar__group">
        <Button variant="secondary" small aria-expanded={props.tocOpen} aria-controls={props.tocId} onClick={props.onToggleToc}>
          <List aria-hidden="true" size={18} />
          Contents
        </Button>
        <div className="lms-e-reader-toolbar__group" role="group" aria-label="Text size">
          <Button variant="secondary" small aria-label="Smaller text" onClick={props.onShrink} disabled={!props.canShrink}>
            <AArrowDown aria-hidden="true" size={18} />
          </Button>
          <span className="lms-e-reader-scale" aria-live="polite">
            <span className={VISUALLY_HIDDEN_CLASS}>Text size </span>
            {Math.round(props.scale * 100)}%
          </span>
          <Button variant="secondary" small aria-label="Larger text" onClick={props.onGrow} disabled={!props.canGrow}>
            <AArrowUp aria-hidden="true" size={18} />
          </Button>
        </div>
        <a className={buttonClass({ variant: 'secondary', small: true })} href={props.downloadUrl} download>
          <Download aria-hidden="true" size={18} />
          Download the book
        </a>
      </div>
    </div>
  );
}
