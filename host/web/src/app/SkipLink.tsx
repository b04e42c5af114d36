import type { MouseEvent } from 'react';

/** Lets keyboard users jump past the header (focus moves without touching the URL). */
export function SkipLink() {
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    document.getElementById('main-content')?.focus();
  };
  return (
    <a className="skip-link" href="#main-content" onClick={onClick}>
      Skip to main content
    </a>
  );
}
