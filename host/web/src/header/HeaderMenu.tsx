import { useId, type MouseEvent, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { HEADER_MENU_ATTRIBUTE, type HeaderMenuId, type HeaderMenus } from './useHeaderMenus.ts';

interface HeaderMenuProps {
  id: HeaderMenuId;
  menus: HeaderMenus;
  icon: LucideIcon;
  /** The button's accessible name. */
  label: string;
  /** Visible text next to the icon (part of the accessible name); icon-only when absent. */
  text?: ReactNode;
  children: ReactNode;
}

/** Following a link of the dropdown closes it (by pointer or by Enter: both are a click). */
function closeOnLink(event: MouseEvent<HTMLDivElement>, menus: HeaderMenus): void {
  if (event.target instanceof Element && event.target.closest('a[href]')) menus.close();
}

/** A header dropdown as a disclosure: a button with aria-expanded that shows a list of links or buttons. */
export function HeaderMenu({ id, menus, icon: Icon, label, text, children }: HeaderMenuProps) {
  const popupId = useId();
  const open = menus.open === id;
  return (
    <div className="header-menu" {...{ [HEADER_MENU_ATTRIBUTE]: id }}>
      <button
        type="button"
        className={text ? 'header-button header-button--text' : 'icon-button'}
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        title={text ? undefined : label}
        onClick={() => menus.toggle(id)}
      >
        <Icon aria-hidden="true" size={20} />
        {text ?? <span className="visually-hidden">{label}</span>}
      </button>
      {open && (
        <div id={popupId} className="header-menu__popup" onClick={(event) => closeOnLink(event, menus)}>
          {children}
        </div>
      )}
    </div>
  );
}
