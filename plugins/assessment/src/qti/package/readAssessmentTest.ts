import { MAX_INSTRUCTIONS } from '../../schemas/assessmentConfig.ts';
import type { AssessmentConfig } from '../../schemas/assessmentConfig.ts';
import { contentText } from '../qtiContent.ts';
import { QtiImportError } from '../QtiImportError.ts';
import { childNamed, childrenNamed, elements, type QtiElement } from '../qtiTree.ts';
import { resolveInPackage } from './packageManifest.ts';
import { writtenName } from './packageXml.ts';

/** What an assessmentTest sets in our assessment config (the items are added at confirm, by their bank ids). */
export type TestSettings = Pick<AssessmentConfig, 'time_limit' | 'time_limit_custom' | 'pickx' | 'scramble' | 'lock_back_button' | 'show_responses' | 'show_correct_answers' | 'instructions'>;

export interface PackageTestSection {
  title: string;
  /** Item refs directly or in subsections. */
  items: number;
  /** `selection select`, when the section picks some of its items. */
  select: number | null;
  shuffle: boolean;
}

export interface PackageTest {
  path: string;
  identifier: string;
  title: string;
  /** The package paths of its items, in the test's order (sections flattened). */
  itemPaths: string[];
  sections: PackageTestSection[];
  settings: TestSettings;
  /** What the test says that our assessments cannot keep, in the file's own names. */
  notKept: string[];
}

/** Seconds of a timeLimits element's maxTime, or null. */
function maxTime(parent: QtiElement): number | null {
  const limits = childNamed(parent, 'timeLimits');
  const value = limits?.attributes.maxTime;
  if (value === undefined) return null;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : null;
}

const QUARTER_HOUR = 900;

/**
 * Reads an assessmentTest (or qti-assessment-test): its sections flattened
 * into one list of items, and what of its selection, ordering, time limits
 * and item session control our assessment config can hold; the rest is
 * listed in `notKept` for the report, named as the file names it.
 */
export function readAssessmentTest(path: string, root: QtiElement, qti3: boolean): PackageTest {
  const name = (element: string) => writtenName(element, qti3);
  if (root.name !== 'assessmentTest') throw new QtiImportError(`The file "${path}" is not a ${name('assessmentTest')}.`);
  const notKept = new Set<string>();
  const itemPaths: string[] = [];
  const sections: PackageTestSection[] = [];
  const instructions: string[] = [];
  const rubric = (parent: QtiElement) => {
    for (const block of childrenNamed(parent, 'rubricBlock')) {
      if ((block.attributes.view ?? 'candidate').split(/\s+/).includes('candidate')) instructions.push(contentText(block.children));
    }
  };
  const sessionControl = (parent: QtiElement) => {
    const control = childNamed(parent, 'itemSessionControl');
    if (!control) return {};
    const attributes = control.attributes;
    if (attributes.maxAttempts !== undefined && attributes.maxAttempts !== '1') notKept.add(`${name('itemSessionControl')} max${qti3 ? '-attempts' : 'Attempts'}="${attributes.maxAttempts}" (one try per item)`);
    if (attributes.allowSkipping === 'false') notKept.add(`${name('itemSessionControl')} allow${qti3 ? '-skipping' : 'Skipping'}="false" (items may be left unanswered)`);
    if (attributes.validateResponses === 'true') notKept.add(`${name('itemSessionControl')} validate${qti3 ? '-responses' : 'Responses'}="true"`);
    return { allowReview: attributes.allowReview, showSolution: attributes.showSolution };
  };

  let review: string | undefined;
  let solution: string | undefined;
  const keepSession = (parent: QtiElement) => {
    const control = sessionControl(parent);
    review = control.allowReview ?? review;
    solution = control.showSolution ?? solution;
  };

  const readSection = (section: QtiElement, depth: number): number => {
    rubric(section);
    keepSession(section);
    if (maxTime(section) !== null) notKept.add(`${name('timeLimits')} on the ${name('assessmentSection')} "${section.attributes.identifier ?? ''}" (only the whole test's limit is kept)`);
    let count = 0;
    for (const child of elements(section)) {
      if (child.name === 'assessmentItemRef') {
        const href = child.attributes.href ?? '';
        const itemPath = resolveInPackage(path, href);
        if (itemPath === null) throw new QtiImportError(`The ${name('assessmentItemRef')} "${child.attributes.identifier ?? ''}" in "${path}" points outside the package ("${href}").`);
        itemPaths.push(itemPath);
        if (childrenNamed(child, 'weight').length) notKept.add(`${name('weight')} of ${name('assessmentItemRef')} "${child.attributes.identifier ?? ''}" (each item keeps its own points)`);
        count += 1;
      } else if (child.name === 'assessmentSection') {
        count += readSection(child, depth + 1);
      } else if (child.name === 'assessmentSectionRef') {
        notKept.add(`${name('assessmentSectionRef')} "${child.attributes.identifier ?? ''}" (sections in other files)`);
      }
    }
    const selection = childNamed(section, 'selection');
    const select = selection ? Number(selection.attributes.select) : NaN;
    const ordering = childNamed(section, 'ordering');
    sections.push({ title: section.attributes.title ?? section.attributes.identifier ?? '', items: count, select: Number.isInteger(select) && select > 0 ? select : null, shuffle: ordering?.attributes.shuffle === 'true' });
    return count;
  };

  rubric(root);
  let limit = maxTime(root);
  let linear = false;
  const parts = childrenNamed(root, 'testPart');
  for (const part of parts) {
    if (part.attributes.navigationMode === 'linear') linear = true;
    keepSession(part);
    limit ??= maxTime(part);
    for (const section of childrenNamed(part, 'assessmentSection')) readSection(section, 0);
  }
  if (parts.length > 1) notKept.add(`${parts.length} ${name('testPart')} elements (delivered as one part)`);
  if (parts.some((part) => part.attributes.submissionMode === 'simultaneous')) notKept.add(`submission${qti3 ? '-mode' : 'Mode'}="simultaneous" (answers are saved one by one)`);
  if (childNamed(root, 'outcomeProcessing')) notKept.add(`${name('outcomeProcessing')} (the score is the sum of the items' points)`);

  const selected = sections.filter((section) => section.select !== null);
  let pickx = 0;
  // One picking section holding every item is our "deliver n items picked at random"; anything finer is not.
  if (selected.length === 1 && selected[0]!.items === itemPaths.length) pickx = Math.min(selected[0]!.select!, itemPaths.length);
  else if (selected.length) notKept.add(`${name('selection')} within some ${name('assessmentSection')} elements (every item is delivered)`);

  const timeLimit = limit ?? 0;
  return {
    path,
    identifier: root.attributes.identifier ?? '',
    title: (root.attributes.title ?? '').trim(),
    itemPaths,
    sections,
    notKept: [...notKept],
    settings: {
      time_limit: timeLimit,
      time_limit_custom: timeLimit % QUARTER_HOUR !== 0,
      pickx,
      scramble: sections.some((section) => section.shuffle),
      lock_back_button: linear,
      show_responses: review === 'false' ? 'never' : 'immediately',
      show_correct_answers: solution === 'true' ? 'immediately' : 'never',
      instructions: instructions.filter((text) => text !== '').join('\n\n').slice(0, MAX_INSTRUCTIONS),
    },
  };
}
