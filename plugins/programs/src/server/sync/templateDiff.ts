import { createHash } from 'node:crypto';
import type { TreeLesson, TreePage } from '@lms/sdk';
import type { ApiDiffDetail, ApiDiffEntry } from '../../calls/syncCalls.ts';

/** A template item (one lesson of the template) as stored. */
export interface ItemRow {
  id: string;
  program_id: string;
  /** Null once the template removed the lesson. */
  template_lesson_id: string | null;
  position: number;
  title: string;
  locked: boolean;
}

/** What a section had for an item right after its last sync. */
export interface BaselineRow {
  section_id: string;
  item_id: string;
  template_lesson_id: string | null;
  template_fingerprint: string | null;
  section_lesson_id: string | null;
  section_position: number | null;
  own: boolean;
}

/** A lesson's whole content (fields, pages, components) in a few bytes. */
export function fingerprint(lesson: TreeLesson | undefined): string | null {
  return lesson ? createHash('sha256').update(JSON.stringify(lesson)).digest('base64url') : null;
}

/** The items after reading the template again: `id` null for a lesson new since the last reading. */
export interface RefreshedItem {
  id: string | null;
  template_lesson_id: string | null;
  position: number;
  title: string;
  locked: boolean;
}

/**
 * Matches the template's lessons to its items. The same id is the same item;
 * an edit of a shared lesson copies it in place (core's copy-on-write keeps the
 * position), so a lesson gone and a new one at its position are one item
 * changed; other new lessons are new items, other missing ones removed.
 */
export function refreshItems(rows: readonly ItemRow[], template: readonly TreeLesson[]): RefreshedItem[] {
  const live = rows.filter((row) => row.template_lesson_id !== null);
  const matched = new Map<number, ItemRow>();
  const used = new Set<string>();
  template.forEach((lesson, index) => {
    const row = live.find((candidate) => candidate.template_lesson_id === lesson.id);
    if (row) {
      matched.set(index, row);
      used.add(row.id);
    }
  });
  template.forEach((_lesson, index) => {
    if (matched.has(index)) return;
    const row = live.find((candidate) => !used.has(candidate.id) && candidate.position === index && !template.some((lesson) => lesson.id === candidate.template_lesson_id));
    if (row) {
      matched.set(index, row);
      used.add(row.id);
    }
  });
  const current: RefreshedItem[] = template.map((lesson, index) => {
    const row = matched.get(index);
    return { id: row?.id ?? null, template_lesson_id: lesson.id, position: index, title: lesson.title, locked: row?.locked ?? false };
  });
  const gone = rows
    .filter((row) => !used.has(row.id))
    .map((row) => ({ id: row.id, template_lesson_id: null, position: row.position, title: row.title, locked: row.locked }));
  return [...current, ...gone];
}

/** A stored item after refreshing (every item has its id now). */
export type Item = RefreshedItem & { id: string };

/**
 * Which of the section's lessons is each item's: the lesson the baseline names
 * if the section still has it, else (the section edited it, so core copied it
 * in place) the lesson now at the baseline's position, if it is no one else's.
 */
export function sectionLessons(baselines: readonly BaselineRow[], section: readonly TreeLesson[]): Map<string, string> {
  const ids = section.map((lesson) => lesson.id);
  const byItem = new Map<string, string>();
  const taken = new Set<string>();
  const named = new Set(baselines.flatMap((row) => (row.section_lesson_id ? [row.section_lesson_id] : [])));
  for (const row of baselines) {
    if (row.section_lesson_id && ids.includes(row.section_lesson_id)) {
      byItem.set(row.item_id, row.section_lesson_id);
      taken.add(row.section_lesson_id);
    }
  }
  for (const row of baselines) {
    if (byItem.has(row.item_id) || !row.section_lesson_id || row.section_position === null) continue;
    const there = ids[row.section_position];
    if (there && !taken.has(there) && !named.has(there)) {
      byItem.set(row.item_id, there);
      taken.add(there);
    }
  }
  return byItem;
}

/** A baseline for a section that has none (made before syncs were recorded): each item is in line where the section has the template's lesson. */
export function initialBaselines(sectionId: string, items: readonly Item[], section: readonly TreeLesson[], template: readonly TreeLesson[]): BaselineRow[] {
  return items
    .filter((item) => item.template_lesson_id)
    .map((item) => {
      const index = section.findIndex((lesson) => lesson.id === item.template_lesson_id);
      const at = index >= 0 ? index : item.position < section.length ? item.position : null;
      return {
        section_id: sectionId,
        item_id: item.id,
        template_lesson_id: item.template_lesson_id,
        template_fingerprint: fingerprint(template.find((lesson) => lesson.id === item.template_lesson_id)),
        section_lesson_id: at === null ? null : section[at]!.id,
        section_position: at,
        own: false,
      };
    });
}

function pageDetails(from: readonly TreePage[], to: readonly TreePage[]): ApiDiffDetail[] {
  const details: ApiDiffDetail[] = [];
  const paired = new Map<TreePage, TreePage>();
  const usedFrom = new Set<TreePage>();
  to.forEach((page, index) => {
    const same = from.find((candidate) => candidate.id === page.id) ?? (from[index] && !to.some((other) => other.id === from[index]!.id) ? from[index] : undefined);
    if (same && !usedFrom.has(same)) {
      paired.set(page, same);
      usedFrom.add(same);
    }
  });
  for (const page of from) if (!usedFrom.has(page)) details.push({ kind: 'page', change: 'removed', title: page.title }, ...components(page, 'removed'));
  for (const page of to) {
    const before = paired.get(page);
    if (!before) {
      details.push({ kind: 'page', change: 'added', title: page.title }, ...components(page, 'added'));
      continue;
    }
    const inner: ApiDiffDetail[] = [];
    for (const component of page.components) {
      const was = before.components.find((candidate) => candidate.id === component.id);
      if (!was) inner.push({ kind: 'component', change: 'added', title: componentTitle(component), page: page.title });
      else if (was.slot !== component.slot) inner.push({ kind: 'component', change: 'changed', title: componentTitle(component), page: page.title });
    }
    for (const component of before.components) {
      if (!page.components.some((candidate) => candidate.id === component.id)) inner.push({ kind: 'component', change: 'removed', title: componentTitle(component), page: page.title });
    }
    if (inner.length || before.title !== page.title || before.content !== page.content) details.push({ kind: 'page', change: 'changed', title: page.title }, ...inner);
  }
  return details;
}

const componentTitle = (component: { title: string; type: string }) => component.title || component.type;

function components(page: TreePage, change: 'added' | 'removed'): ApiDiffDetail[] {
  return page.components.map((component) => ({ kind: 'component', change, title: componentTitle(component), page: page.title }));
}

/** Whether two lessons hold the same thing (a copy-on-write copy without an edit is no change). */
export function sameLesson(a: TreeLesson, b: TreeLesson): boolean {
  return a.title === b.title && a.content === b.content && pageDetails(a.pages, b.pages).length === 0;
}

export interface SectionPlan {
  entries: ApiDiffEntry[];
  /** The section's lesson list after applying the `apply` entries. */
  lessons: string[];
  /** The section's baselines after applying. */
  baselines: BaselineRow[];
}

/**
 * What a sync does to one section, item by item: the template added, changed
 * or removed the item since the section's last sync; the section's own edit
 * (it diverged from the shared copy) is kept unless the item is locked, and a
 * locked item the section edited is taken back to the template's.
 */
export function planSection(sectionId: string, items: readonly Item[], baselines: readonly BaselineRow[], template: readonly TreeLesson[], section: readonly TreeLesson[]): SectionPlan {
  const tree = new Map([...template, ...section].map((lesson) => [lesson.id, lesson]));
  const baseOf = new Map(baselines.map((row) => [row.item_id, row]));
  const mine = sectionLessons(baselines, section);
  const entries: ApiDiffEntry[] = [];
  const order = section.map((lesson) => lesson.id);
  const result = new Map<string, { lesson: string | null; own: boolean }>();

  for (const item of [...items].sort((a, b) => a.position - b.position)) {
    const base = baseOf.get(item.id);
    const now = item.template_lesson_id;
    const have = mine.get(item.id) ?? null;
    const diverged = base ? base.own || have !== base.section_lesson_id : false;
    const entry = (change: ApiDiffEntry['change'], apply: boolean, details: ApiDiffDetail[]) => {
      entries.push({ item_id: item.id, kind: 'lesson', change, title: item.title, action: apply ? 'apply' : 'kept', locked: item.locked, details });
    };
    if (now === null) {
      if (have === null) continue;
      const apply = !diverged || item.locked;
      entry('removed', apply, pageDetails(tree.get(have)!.pages, []));
      result.set(item.id, { lesson: apply ? null : have, own: !apply });
      continue;
    }
    if (have === now) {
      result.set(item.id, { lesson: now, own: false });
      continue;
    }
    const templateChanged = !base || base.template_lesson_id !== now || (base.template_fingerprint !== null && base.template_fingerprint !== fingerprint(tree.get(now)));
    if (have === null) {
      // New in the template, or the section removed its copy: a removal of its own is kept unless locked.
      if (base && !templateChanged && !item.locked) continue;
      const apply = !base || !diverged || item.locked;
      entry('added', apply, pageDetails([], tree.get(now)!.pages));
      result.set(item.id, { lesson: apply ? now : null, own: !apply });
      continue;
    }
    if (sameLesson(tree.get(have)!, tree.get(now)!)) {
      result.set(item.id, { lesson: have, own: false });
      continue;
    }
    if (!templateChanged && !item.locked) {
      // Only the section changed it: its own edit, nothing from the template.
      result.set(item.id, { lesson: have, own: true });
      continue;
    }
    const apply = !diverged || item.locked;
    entry('changed', apply, pageDetails(tree.get(have)!.pages, tree.get(now)!.pages));
    result.set(item.id, { lesson: apply ? now : have, own: !apply });
  }

  // The new lesson list: the section's order, changed lessons in place, removed ones out, added ones after the previous item's.
  const applied = entries.filter((entry) => entry.action === 'apply');
  for (const entry of applied) {
    const have = mine.get(entry.item_id) ?? null;
    const now = result.get(entry.item_id)!.lesson;
    if (have !== null && now !== null) order[order.indexOf(have)] = now;
    else if (have !== null) order.splice(order.indexOf(have), 1);
  }
  const sorted = [...items].filter((item) => item.template_lesson_id !== null).sort((a, b) => a.position - b.position);
  for (const entry of applied) {
    if ((mine.get(entry.item_id) ?? null) !== null) continue;
    const now = result.get(entry.item_id)!.lesson!;
    const index = sorted.findIndex((item) => item.id === entry.item_id);
    let at = 0;
    for (let back = index - 1; back >= 0; back -= 1) {
      const before = result.get(sorted[back]!.id)?.lesson;
      if (before && order.includes(before)) {
        at = order.indexOf(before) + 1;
        break;
      }
    }
    order.splice(at, 0, now);
  }
  const lessons = order.filter((id, index) => order.indexOf(id) === index);
  const next: BaselineRow[] = items.flatMap((item) => {
    const outcome = result.get(item.id);
    if (!outcome && item.template_lesson_id === null) return [];
    const lesson = outcome ? outcome.lesson : (mine.get(item.id) ?? null);
    const own = outcome ? outcome.own : (baseOf.get(item.id)?.own ?? false);
    return [{
      section_id: sectionId,
      item_id: item.id,
      template_lesson_id: item.template_lesson_id,
      template_fingerprint: item.template_lesson_id ? fingerprint(template.find((one) => one.id === item.template_lesson_id)) : null,
      section_lesson_id: lesson,
      section_position: lesson === null ? null : lessons.indexOf(lesson),
      own,
    }];
  });
  return { entries, lessons, baselines: next };
}
