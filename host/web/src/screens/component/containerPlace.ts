import { isObjectId } from '../../router/courseId.ts';

/** Part 2 §2: where a nested component sits: its advanced (container) component, the tab and the place in it. */
export interface ContainerPlace {
  id: string;
  tab: number;
  index: number;
}

const position = (value: string | null): number => (value !== null && /^\d{1,4}$/.test(value) ? Number(value) : 0);

/** The advanced object of the component editor's query (?advanced={id}&tab={n}&index={i}); undefined without a valid id. */
export function containerOf(search: URLSearchParams): ContainerPlace | undefined {
  const id = search.get('advanced') ?? undefined;
  return isObjectId(id) ? { id, tab: position(search.get('tab')), index: position(search.get('index')) } : undefined;
}
