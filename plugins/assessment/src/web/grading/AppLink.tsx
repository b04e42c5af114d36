import type { MouseEvent, ReactNode } from 'react';
import { useAppNavigate } from '@lms/sdk/web';

/** A link to another screen of the app, followed without reloading (a modified click opens it the browser's way). */
export function AppLink({ to, children, current = false }: { to: string; children: ReactNode; current?: boolean }) {
  const navigate = useAppNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} onClick={follow} aria-current={current ? 'page' : undefined}>
      {children}
    </a>
  );
}
