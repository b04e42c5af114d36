import { useId } from 'react';
import { pageClass } from '@lms/sdk/web';
import { getExplainer } from '../calls/helpCalls.ts';
import type { HelpTopic, LegalSections } from '../schemas/helpContent.ts';
import { ChatSupportSlot } from './ChatSupportSlot.tsx';
import { useCallQuery } from './serverData.ts';
import { useSectionFromHash } from './useSectionFromHash.ts';
import './help.css';

/** The legal sections, in order, under the anchors the label bundle's links name (part 1 §1: terms, privacy, refund_policy). */
export const LEGAL_SECTIONS: readonly { id: string; key: keyof LegalSections; title: string }[] = [
  { id: 'terms', key: 'terms', title: 'Terms and Conditions' },
  { id: 'privacy', key: 'privacy', title: 'Privacy Policy' },
  { id: 'refunds', key: 'refunds', title: 'Refund Policy' },
];

function Section({ id, title, body }: { id: string; title: string; body: string }) {
  return (
    // Focusable so a link to its anchor moves the keyboard here too (useSectionFromHash).
    <section id={id} className="lms-help__section" tabIndex={-1} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {body.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </section>
  );
}

function TopicList({ topics }: { topics: readonly HelpTopic[] }) {
  return (
    <nav aria-label="On this page" className="lms-help__contents">
      <ul>
        {[...topics.map((topic) => ({ id: topic.id, title: topic.title })), ...LEGAL_SECTIONS].map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>{entry.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /explainer (part 1 §2): help topics for the reader's roles, then the terms, privacy and refund sections of the host's label bundle. */
export default function ExplainerScreen() {
  const titleId = useId();
  const page = useCallQuery(getExplainer, {});
  useSectionFromHash(page.data !== undefined);
  let body;
  if (page.isPending) body = <p role="status">Loading help…</p>;
  else if (page.error) {
    body = (
      <p className="lms-field-error" role="alert">
        {page.error.message}
      </p>
    );
  } else {
    const { topics, sections, chat_support } = page.data;
    body = (
      <>
        <TopicList topics={topics} />
        <ChatSupportSlot chat={chat_support} />
        {topics.map((topic) => (
          <Section key={topic.id} id={topic.id} title={topic.title} body={topic.body} />
        ))}
        {LEGAL_SECTIONS.map((section) => (
          <Section key={section.id} id={section.id} title={section.title} body={sections[section.key]} />
        ))}
      </>
    );
  }
  return (
    <article className={`${pageClass('medium')} lms-help`} aria-labelledby={titleId}>
      <h1 id={titleId}>Help</h1>
      {body}
    </article>
  );
}
