import { useDocumentTitle } from '../../../theme/useDocumentTitle.ts';
import { InstallPluginSection } from './InstallPluginSection.tsx';
import { InstalledPluginsSection } from './InstalledPluginsSection.tsx';
import '../../screens.css';
import '../administrator.css';
import './plugins.css';

const TITLE = 'Plugins';

/**
 * /administrator/plugins (issue 25): site administrators install plugin
 * packages (after reading what each declares it will reach), and enable,
 * disable, upgrade and remove them; each change is audited and made live by a
 * graceful restart.
 */
export function PluginsScreen() {
  useDocumentTitle(TITLE);
  return (
    <div className="screen">
      <h1>{TITLE}</h1>
      <p className="screen-subtitle">Plugins installed from packages run beside the site's own. Each one reaches only what it declared: its own tables, the kernel services and hosts it lists.</p>
      <InstallPluginSection />
      <InstalledPluginsSection />
    </div>
  );
}
