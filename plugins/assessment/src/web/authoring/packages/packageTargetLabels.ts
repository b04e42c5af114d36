import type { PackageTarget } from './packageApi.ts';

const ordinal = (n: number) => `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;

const counted = (labels: string[]) => labels.reduce((counts, label) => counts.set(label, (counts.get(label) ?? 0) + 1), new Map<string, number>());

/**
 * The labels of the assessments a package's test may fill, each one different: title and lesson; where
 * those repeat (a new assessment keeps its type's title, "Assessment"), how many Questions it holds; where
 * that repeats too, its place among them in the course's order ("2nd").
 */
export function targetLabels(targets: PackageTarget[]): string[] {
  const base = targets.map((target) => `${target.title || target._id}${target.lesson ? ` (${target.lesson})` : ''}`);
  const baseCounts = counted(base);
  const held = base.map((label, at) => (baseCounts.get(label)! > 1 ? `${label}, ${targets[at]!.questions} Question${targets[at]!.questions === 1 ? '' : 's'}` : label));
  const heldCounts = counted(held);
  const seen = new Map<string, number>();
  return held.map((label) => {
    if (heldCounts.get(label)! < 2) return label;
    seen.set(label, (seen.get(label) ?? 0) + 1);
    return `${label}, the ${ordinal(seen.get(label)!)} of that name`;
  });
}
