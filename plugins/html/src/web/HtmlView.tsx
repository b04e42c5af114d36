import type { ComponentViewProps } from '@lms/sdk/web';
import type { HtmlConfig } from '../schemas/htmlConfig.ts';
import './htmlContent.css';
import './HtmlView.css';

/** Shows the component's HTML, which the server sanitised when it was saved. */
export default function HtmlView({ component, mode }: ComponentViewProps<HtmlConfig>) {
  const html = component.config.html;
  if (html.trim() === '') {
    return mode === 'edit' ? <p className="lms-html-empty">This HTML component is empty.</p> : null;
  }
  return <article className="lms-html-content" dangerouslySetInnerHTML={{ __html: html }} />;
}
