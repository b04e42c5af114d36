import { Link } from 'react-router';
import { useShell } from '../app/ShellContext.ts';
import { useScreens } from '../router/useScreens.ts';
import './footer.css';

/** The label bundle's legal links (an in-app one only once its screen exists). */
export function Footer() {
  const { settings } = useShell();
  const { linkWorks } = useScreens();
  const links = [
    { label: 'Terms of Use', href: settings.terms },
    { label: 'Privacy Policy', href: settings.privacy },
    { label: 'Refund Policy', href: settings.refund_policy },
  ].filter((link) => link.href && linkWorks(link.href));
  return (
    <footer className="app-footer">
      <p className="app-footer__brand">
        © {new Date().getFullYear()} {settings.title}
      </p>
      {links.length > 0 && (
        <ul className="app-footer__links">
          {links.map((link) => (
            <li key={link.label}>
              {link.href.startsWith('/') ? <Link to={link.href}>{link.label}</Link> : <a href={link.href}>{link.label}</a>}
            </li>
          ))}
        </ul>
      )}
    </footer>
  );
}
