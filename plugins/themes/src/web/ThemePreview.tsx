import { textOn, type LabelBundle, type Theme } from '@lms/theme-kit';

/** The header and a student page as they will look with the edited bundle and theme. */
export function ThemePreview({ bundle, theme }: { bundle: Omit<LabelBundle, 'sso'>; theme: Theme }) {
  const headerHeight = bundle.small_header ? 40 : 64;
  return (
    <figure className="lms-themes-preview" aria-label="Preview">
      <div data-testid="preview-header" style={{ background: theme.header_bg, color: theme.header_fg, fontFamily: theme.font, minHeight: headerHeight, display: 'flex', alignItems: 'center', gap: 12, padding: '0 12px' }}>
        {bundle.logo.url && <img src={bundle.logo.url} alt={`${bundle.title} logo`} width={bundle.logo.width} height={bundle.logo.height} style={{ maxHeight: headerHeight - 8, width: 'auto' }} />}
        <strong>{bundle.title}</strong>
        <span style={{ color: theme.header_link_color, textDecoration: 'underline' }}>My courses</span>
      </div>
      <div style={{ display: 'flex', fontFamily: theme.font }}>
        <div style={{ background: theme.nav_panel_bg, color: theme.nav_panel_fg, padding: 12, minWidth: 100 }}>Lesson 1</div>
        <div style={{ padding: 12, background: '#ffffff', color: '#1d2a2a', flex: 1 }}>
          <p style={{ marginTop: 0 }}>A student page</p>
          <span data-testid="preview-primary" style={{ background: theme.primary, color: theme.primary_text, padding: '6px 12px', borderRadius: 4, display: 'inline-block' }}>
            Continue
          </span>{' '}
          <span style={{ background: theme.secondary, color: textOn(theme.secondary), padding: '2px 6px', borderRadius: 4 }}>Highlight</span>
        </div>
      </div>
      <figcaption>Preview of the header and a student page</figcaption>
    </figure>
  );
}
