/**
 * ProseMirror tables hold rows directly, so a row remembers the <thead>, <tbody> or <tfoot> it came from,
 * and the rendered HTML regroups the rows into those sections: loading and saving keeps a table's structure.
 */
type TableSection = 'head' | 'body' | 'foot';

const SECTION_OF_TAG: Partial<Record<string, TableSection>> = { THEAD: 'head', TBODY: 'body', TFOOT: 'foot' };
const TAG_OF_SECTION = { head: 'thead', body: 'tbody', foot: 'tfoot' } as const;
/** Carries a row's section from rendering to {@link placeRowsInSections}, which removes it. */
const SECTION_ATTRIBUTE = 'data-table-section';

/** The tableRow attribute holding the row's section; null for a row made in the editor. */
export const tableSectionAttribute = {
  section: {
    default: null,
    parseHTML: (row: HTMLElement) => SECTION_OF_TAG[row.parentElement?.tagName ?? ''] ?? null,
    renderHTML: ({ section }: { section?: TableSection | null }) => (section ? { [SECTION_ATTRIBUTE]: section } : {}),
  },
};

function sectionOf(row: HTMLTableRowElement, previous: TableSection | undefined): TableSection {
  const stored = row.getAttribute(SECTION_ATTRIBUTE);
  if (stored === 'head' || stored === 'body' || stored === 'foot') return stored;
  // A row made in the editor: header rows opening the table head it (as in an inserted table); a row after the footer extends it.
  const onlyHeaders = [...row.cells].every((cell) => cell.tagName === 'TH');
  if (onlyHeaders && (previous === undefined || previous === 'head')) return 'head';
  return previous === 'foot' ? 'foot' : 'body';
}

/** Moves the rows of a rendered table (all in one <tbody>) into the sections they belong to. */
export function placeRowsInSections(table: HTMLTableElement) {
  const rows = [...table.rows];
  for (const section of [...table.tBodies]) section.remove();
  let previous: TableSection | undefined;
  let section: HTMLTableSectionElement | undefined;
  for (const row of rows) {
    const current = sectionOf(row, previous);
    row.removeAttribute(SECTION_ATTRIBUTE);
    if (section === undefined || current !== previous) {
      section = table.ownerDocument.createElement(TAG_OF_SECTION[current]);
      table.append(section);
    }
    section.append(row);
    previous = current;
  }
}
