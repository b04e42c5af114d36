/** Theme highlights of part 1 §1 plus header colours (part 3 §3 Theme settings). */
export interface Theme {
  primary: string;
  primary_text: string;
  secondary: string;
  nav_panel_bg: string;
  nav_panel_fg: string;
  font: string;
  header_bg: string;
  header_fg: string;
  header_link_color: string;
  /** Width of the left tab column of a horizontal advanced component, as CSS length. */
  advanced_horizontal_width: string;
}

export const DEFAULT_THEME: Theme = {
  primary: '#55bab7',
  primary_text: '#0b2f2e',
  secondary: '#e81e75',
  nav_panel_bg: '#f4f7f7',
  nav_panel_fg: '#1d2a2a',
  font: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif",
  header_bg: '#ffffff',
  header_fg: '#1d2a2a',
  header_link_color: '#1d6f6c',
  advanced_horizontal_width: '240px',
};

const color = { type: 'string', pattern: '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$' };

/** JSON Schema of a Theme (used by the kernel when a theme is saved). */
export const themeSchema: Record<string, unknown> = {
  type: 'object',
  required: Object.keys(DEFAULT_THEME),
  additionalProperties: false,
  properties: {
    primary: color,
    primary_text: color,
    secondary: color,
    nav_panel_bg: color,
    nav_panel_fg: color,
    font: { type: 'string', maxLength: 300 },
    header_bg: color,
    header_fg: color,
    header_link_color: color,
    advanced_horizontal_width: { type: 'string', pattern: '^[0-9]{1,4}(px|rem|em|%)$' },
  },
};
