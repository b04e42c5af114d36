import { Link } from 'react-router';
import { BREAKPOINTS } from '@lms/theme-kit';
import { useShell } from '../app/ShellContext.ts';

/** The publisher's logo (the small one below 768 px), linking to the course list. */
export function BrandLink() {
  const { settings } = useShell();
  const { logo, small_logo: smallLogo } = settings;
  return (
    <Link to="/list" className="brand">
      <picture>
        <source media={`(max-width: ${BREAKPOINTS.narrow - 1}px)`} srcSet={smallLogo.url} width={smallLogo.size} height={smallLogo.size} />
        <img className="brand__logo" src={logo.url} width={logo.width} height={logo.height} alt={settings.title} />
      </picture>
    </Link>
  );
}
