import { PAGE_TEXT_ATTRIBUTE, RICH_TEXT_CLASS, type ComponentViewProps } from '@lms/sdk/web';
import type { HtmlConfig } from '../schemas/htmlConfig.ts';
import './HtmlView.css';

/** Shows the component's HTML, which the server sanitised when it was saved. */
export default function HtmlView({ component, mode }: ComponentViewProps<HtmlConfig>) {
  const html = component.config.html;
  if (html.trim() === '') {
    return mode === 'edit' ? <p className="lms-html-empty">This HTML component is empty.</p> : null;
  }
  // Page text: page decorators (the glossary's term marks) may annotate it.
  return <article className={RICH_TEXT_CLASS} {...{ [PAGE_TEXT_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: html }} />;
}
