import type { DemoDefinition } from '@lms/sdk';
import { newTab, type AdvancedConfig } from '../schemas/advancedConfig.ts';

// Placeholder ids: the demo installer creates each child and puts its id here.
const BEFORE = '00000000000000000000ad01';
const AFTER = '00000000000000000000ad02';

const html = (title: string, markup: string) => ({ type: 'html', title, config: { html: markup } });

/** Two tabs, each holding an html component: self-contained, no network needed. */
export const demoTabs: DemoDefinition<AdvancedConfig> = {
  title: 'Before and after class',
  config: {
    layout: 'top',
    tabs: [
      { ...newTab('Before class'), description: 'Prepare for the session.', components: [BEFORE] },
      { ...newTab('After class'), description: 'Review what you learned.', components: [AFTER], color: '#1a73e8' },
    ],
  },
  children: {
    [BEFORE]: html('Preparation', '<p>Read the page on study tips and write down one question you would like answered.</p>'),
    [AFTER]: html('Review', '<ul><li>Summarise the session in three sentences.</li><li>Try the practice questions again.</li></ul>'),
  },
};
