import type { MouseEvent, ReactNode } from 'react';
import { useAppNavigate } from '../context.ts';

export interface AppLinkProps {
  to: string;
  children: ReactNode;
  className?: string;
  /** The link to the screen being shown (aria-current="page"). */
  current?: boolean;
}

/**
 * A link to another screen of the app: a real link (new tab, copy address)
 * that a plain click follows without reloading the app; a modified click
 * opens it the browser's way.
 */
export function AppLink({ to, children, className, current = false }: AppLinkProps) {
  const navigate = useAppNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} className={className} onClick={follow} aria-current={current ? 'page' : undefined}>
      {children}
    </a>
  );
}
