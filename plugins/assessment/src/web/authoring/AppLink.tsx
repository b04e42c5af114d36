import type { MouseEvent, ReactNode } from 'react';
import { useAppNavigate } from '@lms/sdk/web';

/** A link to another screen of the app: a real link (new tab, copy address), followed without reloading the app. */
export function AppLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  const navigate = useAppNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} className={className} onClick={follow}>
      {children}
    </a>
  );
}
