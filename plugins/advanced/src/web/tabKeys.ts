export type TabOrientation = 'horizontal' | 'vertical';

const STEPS: Record<TabOrientation, Record<string, number>> = {
  horizontal: { ArrowRight: 1, ArrowLeft: -1 },
  vertical: { ArrowDown: 1, ArrowUp: -1 },
};

/**
 * WAI-ARIA tabs: the tab a key moves to among the ones that can be chosen
 * (separators cannot), wrapping at both ends; Home and End go to the first and
 * last. Null for any other key.
 */
export function tabAfterKey(choosable: readonly number[], current: number, key: string, orientation: TabOrientation): number | null {
  if (!choosable.length) return null;
  if (key === 'Home') return choosable[0]!;
  if (key === 'End') return choosable[choosable.length - 1]!;
  const step = STEPS[orientation][key];
  if (step === undefined) return null;
  const at = Math.max(0, choosable.indexOf(current));
  return choosable[(at + step + choosable.length) % choosable.length]!;
}
