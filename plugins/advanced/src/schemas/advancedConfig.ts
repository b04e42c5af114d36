import { Type, type Static } from '@lms/sdk/calls';

export type TabButtonType = 'regular' | 'separator';
export type TabLayout = 'top' | 'left';

export const ADVANCED_TYPE = 'advanced';

/** Part 2 §5 Advanced component. */
export const MAX_COMPONENTS_PER_TAB = 2000;
export const NESTING_REFUSED = 'You cannot nest advanced components';
export const ALREADY_ON_A_TAB = 'This component is already on a tab.';
export const TAB_FULL = 'Number of components has been reached.';

/** Our own bounds and messages (the spec gives none). */
export const MAX_TABS = 100;
export const TAB_NAME_MISSING = 'Please enter a tab name.';
export const SEPARATOR_HOLDS_NOTHING = 'A separator holds no components.';

export function newTab(buttonText: string, buttonType: TabButtonType = 'regular'): AdvancedTab {
  return { buttonText, buttonType, components: [], description: '', thumbnailUrl: '', altText: '', color: '', locked: false };
}

const tabSchema = Type.Object({
  /** The tab's name; a separator's names the group of tabs after it. */
  buttonText: Type.String({
    titleText: true,
    pattern: '\\S',
    maxLength: 100,
    errorMessage: { type: 'A tab name must be text.', pattern: TAB_NAME_MISSING, maxLength: 'A tab name has at most 100 characters.' },
  }),
  /** A separator is a divider between tabs that cannot be chosen. */
  buttonType: Type.Unsafe<TabButtonType>({ enum: ['regular', 'separator'], errorMessage: 'A tab is regular or a separator.' }),
  /** Ids of the components the tab shows, in order. */
  components: Type.Array(Type.String({ pattern: '^[0-9a-f]{24}$', errorMessage: 'This is not a component id.' }), {
    maxItems: MAX_COMPONENTS_PER_TAB,
    errorMessage: { type: 'A tab holds a list of components.', maxItems: TAB_FULL },
  }),
  description: Type.String({ maxLength: 2000, errorMessage: { type: 'A description must be text.', maxLength: 'A tab description has at most 2000 characters.' } }),
  /** An image shown on the tab's button ('' for none). */
  thumbnailUrl: Type.String({
    maxLength: 2000,
    pattern: '^(|https?://[^\\s]+|/[^\\s]*)$',
    errorMessage: 'Please enter a valid image URL.',
  }),
  /** The thumbnail's text alternative; '' marks it decorative (the tab's name says it all). */
  altText: Type.String({ maxLength: 500, errorMessage: { type: 'Alt text must be text.', maxLength: 'Alt text has at most 500 characters.' } }),
  /** The tab's accent colour, #rrggbb ('' for none). */
  color: Type.String({ pattern: '^(#[0-9a-fA-F]{6})?$', errorMessage: 'Please choose a colour as #rrggbb.' }),
  /** Part 1 §4: locked tabs are hidden in student view. */
  locked: Type.Boolean({ errorMessage: 'Locked is yes or no.' }),
});

/** The advanced component's config (part 2 §3): tabs, each holding components of the course. Shared by server and web. */
export const advancedConfigSchema = Type.Object({
  tabs: Type.Array(tabSchema, {
    minItems: 1,
    maxItems: MAX_TABS,
    errorMessage: { type: 'Tabs are a list.', minItems: 'Add at least one tab.', maxItems: `An advanced component has at most ${MAX_TABS} tabs.` },
  }),
  /** Tabs on top of the content, or in a column on its left. Default top. */
  layout: Type.Unsafe<TabLayout>({ enum: ['top', 'left'], errorMessage: 'Place the tabs on top or on the left.' }),
});

export type AdvancedTab = Static<typeof tabSchema>;
export type AdvancedConfig = Static<typeof advancedConfigSchema>;

declare module '@lms/sdk' {
  interface ComponentConfigs {
    advanced: AdvancedConfig;
  }
}
