/** Guarding XML user input before a parser sees it (browser-safe): nesting deeper than MAX_XML_DEPTH answers 422, never a stack overflow. */
export * from '@lms/contract/xml/xmlNesting.ts';
