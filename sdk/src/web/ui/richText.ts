import './richText.css';

/** The class that gives authored HTML (a component's content, an editor's document) the theme's typography. */
export const RICH_TEXT_CLASS = 'lms-rich-text';
