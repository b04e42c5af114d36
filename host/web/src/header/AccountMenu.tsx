import { CircleUser } from 'lucide-react';
import { Link } from 'react-router';
import { routePath, type WebSessionUser } from '@lms/sdk/web';
import { useShell } from '../app/ShellContext.ts';
import { useScreens } from '../router/useScreens.ts';
import { isDemoApp } from '../screens/account/demoApp.ts';
import { accountMenuItems } from './accountMenuItems.ts';
import { HeaderMenu } from './HeaderMenu.tsx';
import type { HeaderMenus } from './useHeaderMenus.ts';

/** The profile dropdown: the user's name, and the My Account items their roles allow. */
export function AccountMenu({ user, menus }: { user: WebSessionUser; menus: HeaderMenus }) {
  const { settings } = useShell();
  const { hasScreen } = useScreens();
  const name = user.name || `${user.firstname} ${user.lastname}`.trim() || user.email;
  return (
    <HeaderMenu
      id="profile"
      menus={menus}
      icon={CircleUser}
      label={`My Account: ${name}`}
      text={
        <span className="header-button__text">
          <span className="visually-hidden">My Account:</span> {name}
        </span>
      }
    >
      <ul className="header-menu__list">
        {accountMenuItems(user, { hasScreen, demo: isDemoApp(settings) }).map((item) => (
          <li key={item.route}>
            <Link className="header-menu__item" to={routePath(item.route)}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </HeaderMenu>
  );
}
