import { AppLink } from '@lms/sdk/web';
import type { Passage } from '../../calls/chatCalls.ts';
import { passageHref, sourceCitation } from './passageLink.ts';

/** An answer's sources: each course passage links to its page; a book's passage says where in the book it is. */
export function PassageList({ passages, anchorPrefix }: { passages: readonly Passage[]; anchorPrefix: string }) {
  if (passages.length === 0) return null;
  return (
    <div className="lms-ai-passages">
      <p className="lms-ai-passages-title">Sources</p>
      <ol>
        {passages.map((passage) => {
          const href = passageHref(passage);
          return (
            <li key={passage.id} id={`${anchorPrefix}-${passage.id}`}>
              <span className="lms-ai-passage-id">{`[${passage.id}]`}</span> {href ? <AppLink to={href}>{passage.title}</AppLink> : <cite>{sourceCitation(passage)}</cite>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
