import { contentHtml } from '../qtiContent.ts';
import { QtiImportError } from '../QtiImportError.ts';
import { childNamed, type QtiElement } from '../qtiTree.ts';
import { writtenName } from './packageXml.ts';

/** A shared stimulus (a passage) of a package: its HTML, links already rewritten. */
export interface PackageStimulus {
  path: string;
  identifier: string;
  title: string;
  html: string;
}

/** Reads an assessmentStimulus (qti-assessment-stimulus) into its title and body HTML. */
export function readStimulus(path: string, root: QtiElement, qti3: boolean): PackageStimulus {
  if (root.name !== 'assessmentStimulus') throw new QtiImportError(`The file "${path}" is not a ${writtenName('assessmentStimulus', qti3)}.`);
  const body = childNamed(root, 'stimulusBody');
  if (!body) throw new QtiImportError(`The ${writtenName('assessmentStimulus', qti3)} in "${path}" has no ${writtenName('stimulusBody', qti3)}.`);
  return { path, identifier: root.attributes.identifier ?? '', title: (root.attributes.title ?? '').trim(), html: contentHtml(body.children).trim() };
}
