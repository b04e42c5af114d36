import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '../../course/Breadcrumbs.tsx';
import { useScrolledPast } from './useScrolledPast.ts';

/** Part 2 §2: the page header collapses once the reader has scrolled more than 40 px. */
export const HEADER_COLLAPSE_OFFSET_PX = 40;

interface PageHeaderProps {
  crumbs: readonly Crumb[];
  title: string;
  /** Badges and actions beside the title (draft, mode, bookmark star). */
  children?: ReactNode;
}

/** Breadcrumbs and title, sticky; collapsed it keeps only a smaller title line and its actions. */
export function PageHeader({ crumbs, title, children }: PageHeaderProps) {
  const collapsed = useScrolledPast(HEADER_COLLAPSE_OFFSET_PX);
  return (
    <header className={collapsed ? 'page-header page-header--collapsed' : 'page-header'} data-collapsed={collapsed}>
      <div className="page-header__crumbs">
        <Breadcrumbs crumbs={crumbs} />
      </div>
      <div className="page-header__title-row">
        <h1 className="page-header__title">{title}</h1>
        {children}
      </div>
    </header>
  );
}
