import { seededRandom } from './processing/processingState.ts';
import type { QtiElement, QtiNode } from './qtiTree.ts';

/**
 * The interactions QTI lets shuffle (`shuffle="true"`), and the choices each
 * reorders. A match interaction reorders each of its match sets on its own.
 */
const SHUFFLED_CHOICES: Record<string, ReadonlySet<string>> = {
  choiceInteraction: new Set(['simpleChoice']),
  orderInteraction: new Set(['simpleChoice']),
  associateInteraction: new Set(['simpleAssociableChoice']),
  matchInteraction: new Set(['simpleAssociableChoice']),
  gapMatchInteraction: new Set(['gapText', 'gapImg']),
  inlineChoiceInteraction: new Set(['inlineChoice']),
};

/**
 * One attempt's order of a `qti` item's shuffled choices: per group of
 * choices that shuffle (an interaction, or a match set), in document order,
 * the identifiers of its choices that are not `fixed`, in the order shown.
 */
export type QtiChoiceOrder = string[][];

/** A group's choices that move: its choice elements without fixed="true". */
function movable(group: QtiElement, choices: ReadonlySet<string>): QtiElement[] {
  return group.children.filter((child): child is QtiElement => typeof child !== 'string' && choices.has(child.name) && child.attributes.fixed !== 'true');
}

type GroupVisit = (group: QtiElement, choices: ReadonlySet<string>, index: number) => QtiElement;

/** The item rebuilt with `visit` applied to each group of shuffled choices, in document order. */
function mapGroups(item: QtiElement, visit: GroupVisit): QtiElement {
  let index = 0;
  const walk = (node: QtiNode): QtiNode => {
    if (typeof node === 'string') return node;
    const choices = node.attributes.shuffle === 'true' ? SHUFFLED_CHOICES[node.name] : undefined;
    if (!choices) return { ...node, children: node.children.map(walk) };
    if (node.name !== 'matchInteraction') return visit(node, choices, index++);
    return { ...node, children: node.children.map((child) => (typeof child !== 'string' && child.name === 'simpleMatchSet' ? visit(child, choices, index++) : child)) };
  };
  return walk(item) as QtiElement;
}

/** Draws, from a seed, the order of every group of shuffled choices; null when the item shuffles nothing. */
export function drawChoiceOrder(item: QtiElement, seed: number): QtiChoiceOrder | null {
  const random = seededRandom(seed);
  const order: QtiChoiceOrder = [];
  mapGroups(item, (group, choices) => {
    const ids = movable(group, choices).map((choice) => choice.attributes.identifier ?? '');
    for (let i = ids.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [ids[i], ids[j]] = [ids[j]!, ids[i]!];
    }
    order.push(ids);
    return group;
  });
  return order.length ? order : null;
}

/**
 * The item with its shuffled choices in the attempt's order: the movable
 * choices take the places movable choices had, so fixed choices and
 * everything else stay where the author put them. A choice the order does
 * not name (an item changed by a regrade) keeps its turn after those it names.
 */
export function orderedChoices(item: QtiElement, order: QtiChoiceOrder | null): QtiElement {
  if (!order) return item;
  return mapGroups(item, (group, choices, index) => {
    const ids = order[index] ?? [];
    const rank = (choice: QtiElement) => {
      const at = ids.indexOf(choice.attributes.identifier ?? '');
      return at < 0 ? ids.length : at;
    };
    const moving = movable(group, choices);
    const shown = [...moving].sort((a, b) => rank(a) - rank(b));
    let next = 0;
    return { ...group, children: group.children.map((child) => (typeof child !== 'string' && moving.includes(child) ? shown[next++]! : child)) };
  });
}
