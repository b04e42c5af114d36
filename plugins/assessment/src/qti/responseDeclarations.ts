import { QtiImportError } from './QtiImportError.ts';
import { childNamed, childrenNamed, type QtiElement } from './qtiTree.ts';
import { contentText } from './qtiContent.ts';

export interface MapEntry {
  key: string;
  value: number;
  caseSensitive: boolean;
}

/** A responseDeclaration: what an interaction's answer is and which answers are right. */
export interface ResponseDeclaration {
  identifier: string;
  cardinality: string;
  baseType: string;
  /** The correctResponse values, in order. */
  correct: string[];
  mapping: MapEntry[];
}

function readDeclaration(element: QtiElement): ResponseDeclaration {
  const values = (parent: QtiElement | undefined) => (parent ? childrenNamed(parent, 'value').map((value) => contentText(value.children)) : []);
  const mapping = childNamed(element, 'mapping');
  return {
    identifier: element.attributes.identifier ?? '',
    cardinality: element.attributes.cardinality ?? 'single',
    baseType: element.attributes.baseType ?? '',
    correct: values(childNamed(element, 'correctResponse')),
    mapping: (mapping ? childrenNamed(mapping, 'mapEntry') : []).map((entry) => ({
      key: entry.attributes.mapKey ?? '',
      value: Number(entry.attributes.mappedValue ?? 0),
      // QTI's default: string keys match case-sensitively.
      caseSensitive: entry.attributes.caseSensitive !== 'false',
    })),
  };
}

/** The item's response declarations, by identifier. */
export function responseDeclarations(item: QtiElement): Map<string, ResponseDeclaration> {
  return new Map(childrenNamed(item, 'responseDeclaration').map((element) => {
    const declaration = readDeclaration(element);
    return [declaration.identifier, declaration];
  }));
}

export function declarationOf(declarations: Map<string, ResponseDeclaration>, interaction: QtiElement): ResponseDeclaration {
  const identifier = interaction.attributes.responseIdentifier ?? '';
  const declaration = declarations.get(identifier);
  if (!declaration) throw new QtiImportError(`The ${interaction.name} answers "${identifier}", which no responseDeclaration declares.`);
  return declaration;
}

/** The right answers: the correct response, else the mapping's keys worth points. */
export function rightAnswers(declaration: ResponseDeclaration): string[] {
  const answers = declaration.correct.length ? declaration.correct : declaration.mapping.filter((entry) => entry.value > 0).map((entry) => entry.key);
  if (!answers.length) throw new QtiImportError(`The responseDeclaration "${declaration.identifier}" gives no correct response.`);
  return answers;
}
