import type { AssessmentConfig } from '../../schemas/assessmentConfig.ts';
import type { QtiVersion } from '../../schemas/qtiItem.ts';
import { ITEM_NAMESPACE, qtiIdentifier } from './itemToQti.ts';
import { el, writeQti } from './qtiXml.ts';

export interface ExportTest {
  identifier: string;
  title: string;
  config: AssessmentConfig;
  /** Each item of the assessment by its file in the package, in order. */
  itemHrefs: { identifier: string; href: string }[];
}

/**
 * An assessment as an assessmentTest: one part and one section holding its
 * items, with what our config says that the standard can: the time limit,
 * picking n items, shuffling, linear navigation, review and solutions.
 */
export function testToQti(test: ExportTest, version: QtiVersion = '3.0'): string {
  const { config } = test;
  const section = el('assessment-section', { identifier: 'section-1', title: test.title || 'Section 1', visible: true }, [
    ...(config.pickx > 0 ? [el('selection', { select: config.pickx })] : []),
    ...(config.scramble ? [el('ordering', { shuffle: true })] : []),
    ...(config.instructions.trim() ? [el('rubric-block', { view: 'candidate' }, [{ xhtml: `<p>${writeQti(config.instructions.trim(), version)}</p>` }])] : []),
    ...test.itemHrefs.map((item) => el('assessment-item-ref', { identifier: item.identifier, href: item.href })),
  ]);
  const part = el('test-part', { identifier: 'part-1', 'navigation-mode': config.lock_back_button ? 'linear' : 'nonlinear', 'submission-mode': 'individual' }, [
    el('item-session-control', { 'max-attempts': 1, 'show-solution': config.show_correct_answers === 'immediately', 'allow-review': config.show_responses !== 'never' }),
    section,
  ]);
  const root = el('assessment-test', { identifier: qtiIdentifier(test.identifier), title: test.title || test.identifier }, [
    ...(config.time_limit > 0 ? [el('time-limits', { 'max-time': config.time_limit })] : []),
    part,
  ]);
  const xml = writeQti(root, version).replace(/^<([a-zA-Z-]+)/, (start) => `${start} ${ITEM_NAMESPACE[version]}`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${xml}\n`;
}
