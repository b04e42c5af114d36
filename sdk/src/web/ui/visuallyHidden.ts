import './visuallyHidden.css';

/** The class of text for screen readers only: a live announcement, punctuation that reads well aloud. */
export const VISUALLY_HIDDEN_CLASS = 'lms-visually-hidden';
