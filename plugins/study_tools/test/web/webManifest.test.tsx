import { describe, expect, it } from 'vitest';
import manifest from '../../src/web/index.tsx';
import { useStudyCenterBadge, useStudyCenterShown } from '../../src/web/studycenter/studyCenterData.ts';

describe('the study tools web manifest', () => {
  it("gives the spec's study center, notes, bookmarks and glossary icons, each opening its own right panel, in a course", () => {
    expect(manifest.id).toBe('study-tools');
    expect(Object.keys(manifest.panels ?? {})).toEqual(['studyCenter', 'notes', 'bookmarks', 'glossary']);
    expect((manifest.headerEntries ?? []).map((entry) => [entry.id, entry.opens, entry.place])).toEqual([
      ['studyCenter', { panel: 'studyCenter' }, 'course'],
      ['bookmarks', { panel: 'bookmarks' }, 'course'],
      ['notes', { panel: 'notes' }, 'course'],
      ['glossary', { panel: 'glossary' }, 'course'],
    ]);
    // The study center's icon carries the count of red items, and is left out where the course has none.
    expect(manifest.headerEntries?.[0]).toMatchObject({ useCount: useStudyCenterBadge, useShown: useStudyCenterShown });
  });

  it('shows the notes route (/{courseId}/notes) and marks glossary terms on pages', () => {
    expect(Object.keys(manifest.screens ?? {})).toEqual(['notes']);
    expect(manifest.pageDecorators).toHaveLength(1);
  });
});
