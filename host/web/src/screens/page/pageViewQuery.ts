/** Part 2 §2: the page's optional `view` query; it presets the tab of the project lists (own or classmates'). */
export type PageViewTab = 'default' | 'shared';

/** The `view` query's value; anything but "shared" is the default view. */
export function pageViewTab(search: URLSearchParams): PageViewTab {
  return search.get('view') === 'shared' ? 'shared' : 'default';
}
