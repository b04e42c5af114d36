import type { BookLocation, TocEntry } from './epub/bookTypes.ts';

interface TableOfContentsProps {
  id: string;
  /** Closed, it stays in the page (hidden) for the button that controls it. */
  hidden: boolean;
  entries: TocEntry[];
  /** The entry of the chapter being read, marked as the current one. */
  current: TocEntry | undefined;
  onPick(location: BookLocation): void;
}

function EntryList({ entries, current, onPick }: Omit<TableOfContentsProps, 'id' | 'hidden'>) {
  return (
    <ol>
      {entries.map((entry, index) => (
        <li key={index}>
          {entry.target ? (
            <button type="button" className="lms-e-reader-toc__entry" aria-current={entry === current ? 'location' : undefined} onClick={() => onPick(entry.target!)}>
              {entry.label}
            </button>
          ) : (
            <span className="lms-e-reader-toc__heading">{entry.label}</span>
          )}
          {entry.children.length > 0 && <EntryList entries={entry.children} current={current} onPick={onPick} />}
        </li>
      ))}
    </ol>
  );
}

export function TableOfContents({ id, hidden, ...list }: TableOfContentsProps) {
  return (
    <nav id={id} className="lms-e-reader-toc" aria-label="Table of contents" hidden={hidden}>
      <EntryList {...list} />
    </nav>
  );
}

/** The first entry (in reading order of the contents) that leads into `chapter`. */
export function entryOfChapter(entries: TocEntry[], chapter: number): TocEntry | undefined {
  for (const entry of entries) {
    if (entry.target?.chapter === chapter) return entry;
    const inside = entryOfChapter(entry.children, chapter);
    if (inside) return inside;
  }
  return undefined;
}

/** A book without a table of contents gets one entry per chapter. */
export function chapterList(chapterCount: number): TocEntry[] {
  return Array.from({ length: chapterCount }, (_, chapter) => ({ label: `Chapter ${chapter + 1}`, target: { chapter, fragment: '' }, children: [] }));
}
