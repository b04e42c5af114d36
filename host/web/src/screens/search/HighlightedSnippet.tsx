import { snippetParts } from '@lms/sdk/calls';

/**
 * A search snippet with the found words in <mark>: built from the snippet's
 * delimiters as text nodes, never as HTML, so course text cannot inject markup.
 */
export function HighlightedSnippet({ snippet }: { snippet: string }) {
  return (
    <p className="search-hit__snippet">
      {snippetParts(snippet).map((part, index) => (part.mark ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}
    </p>
  );
}
