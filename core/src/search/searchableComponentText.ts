import type { ComponentTypeCatalogue } from '../plugins/ComponentTypeCatalogue.ts';
import { readerConfig } from '../content/componentTree.ts';
import type { ComponentRow } from '../content/rows.ts';

/** The snippet marks of ts_headline (search answers delimit highlights with them); never stored. */
const SNIPPET_MARKS = /[\uE000\uE001]/g;

/**
 * A component's searchable title and text: its title, then its description and
 * its type's `searchableText` of the config as a student reads it (a type whose
 * plugin is not installed gives its title and description only).
 */
export function searchableComponentText(
  catalogue: ComponentTypeCatalogue,
  row: Pick<ComponentRow, 'type' | 'title' | 'description' | 'config'>,
): { title: string; body: string } {
  const definition = catalogue.componentType(row.type)?.definition;
  const typeText = definition?.searchableText ? definition.searchableText(readerConfig(catalogue, row, false)) : '';
  const body = [row.description ?? '', typeText].filter((text) => text.trim()).join('\n');
  return { title: row.title.replace(SNIPPET_MARKS, ''), body: body.replace(SNIPPET_MARKS, '') };
}
