/** Page fields kept in the page's data column. */
export const PAGE_DATA_FIELDS = ['subtitle', 'thumbnailUrl', 'template', 'icon', 'proficiency', 'meta'] as const;
