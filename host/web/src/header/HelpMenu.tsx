import { CircleHelp } from 'lucide-react';
import { Link } from 'react-router';
import { routePath } from '@lms/sdk/web';
import { useShell } from '../app/ShellContext.ts';
import { useScreens } from '../router/useScreens.ts';
import { HeaderMenu } from './HeaderMenu.tsx';
import type { HeaderMenus } from './useHeaderMenus.ts';

/** Help: the help screen once it exists, and the publisher's support address. */
export function HelpMenu({ menus }: { menus: HeaderMenus }) {
  const { settings } = useShell();
  const { hasScreen } = useScreens();
  return (
    <HeaderMenu id="help" menus={menus} icon={CircleHelp} label="Help">
      <ul className="header-menu__list">
        {hasScreen('explainer') && (
          <li>
            <Link className="header-menu__item" to={routePath('explainer')}>
              Help
            </Link>
          </li>
        )}
        <li>
          <a className="header-menu__item" href={`mailto:${settings.mailto}`}>
            Contact support
          </a>
        </li>
      </ul>
    </HeaderMenu>
  );
}
