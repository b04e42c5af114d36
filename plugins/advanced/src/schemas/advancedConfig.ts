/** The advanced component's config (part 2 §3): tabs, each holding components of the course. Shared by server and web. */

export type TabButtonType = 'regular' | 'separator';
export type TabLayout = 'top' | 'left';

export interface AdvancedTab {
  /** The tab's name; a separator's names the group of tabs after it. */
  buttonText: string;
  /** A separator is a divider between tabs that cannot be chosen. */
  buttonType: TabButtonType;
  /** Ids of the components the tab shows, in order. */
  components: string[];
  description: string;
  /** An image shown on the tab's button ('' for none). */
  thumbnailUrl: string;
  /** The thumbnail's text alternative; '' marks it decorative (the tab's name says it all). */
  altText: string;
  /** The tab's accent colour, #rrggbb ('' for none). */
  color: string;
  /** Part 1 §4: locked tabs are hidden in student view. */
  locked: boolean;
}

export interface AdvancedConfig {
  tabs: AdvancedTab[];
  /** Tabs on top of the content, or in a column on its left. Default top. */
  layout: TabLayout;
}

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

const tabSchema = {
  type: 'object',
  required: ['buttonText', 'buttonType', 'components', 'description', 'thumbnailUrl', 'altText', 'color', 'locked'],
  properties: {
    // A separator's name labels the group of tabs it starts.
    buttonText: {
      type: 'string',
      titleText: true,
      pattern: '\\S',
      maxLength: 100,
      errorMessage: { type: 'A tab name must be text.', pattern: TAB_NAME_MISSING, maxLength: 'A tab name has at most 100 characters.' },
    },
    buttonType: { enum: ['regular', 'separator'], errorMessage: 'A tab is regular or a separator.' },
    components: {
      type: 'array',
      maxItems: MAX_COMPONENTS_PER_TAB,
      items: { type: 'string', pattern: '^[0-9a-f]{24}$', errorMessage: 'This is not a component id.' },
      errorMessage: { type: 'A tab holds a list of components.', maxItems: TAB_FULL },
    },
    description: { type: 'string', maxLength: 2000, errorMessage: { type: 'A description must be text.', maxLength: 'A tab description has at most 2000 characters.' } },
    thumbnailUrl: {
      type: 'string',
      maxLength: 2000,
      pattern: '^(|https?://[^\\s]+|/[^\\s]*)$',
      errorMessage: 'Please enter a valid image URL.',
    },
    altText: { type: 'string', maxLength: 500, errorMessage: { type: 'Alt text must be text.', maxLength: 'Alt text has at most 500 characters.' } },
    color: { type: 'string', pattern: '^(#[0-9a-fA-F]{6})?$', errorMessage: 'Please choose a colour as #rrggbb.' },
    locked: { type: 'boolean', errorMessage: 'Locked is yes or no.' },
  },
} as const;

export const advancedConfigSchema = {
  type: 'object',
  required: ['tabs', 'layout'],
  properties: {
    tabs: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_TABS,
      items: tabSchema,
      errorMessage: { type: 'Tabs are a list.', minItems: 'Add at least one tab.', maxItems: `An advanced component has at most ${MAX_TABS} tabs.` },
    },
    layout: { enum: ['top', 'left'], errorMessage: 'Place the tabs on top or on the left.' },
  },
} as const;
