import { BUILT_IN_LEGAL, BUILT_IN_TOPICS } from '../schemas/builtInHelp.ts';
import { CHAT_SUPPORT_BUNDLE_KEY, CHAT_SUPPORT_OFF, HELP_AUDIENCES, HELP_BUNDLE_KEY, type ChatSupport, type HelpTopic, type LegalSections } from '../schemas/helpContent.ts';

/** What the host's label bundle makes of the help page, its own parts over the built-in ones. */
export interface HelpPage {
  topics: readonly HelpTopic[];
  sections: LegalSections;
  chatSupport: ChatSupport;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, max: number): value is string => typeof value === 'string' && value.trim().length > 0 && value.length <= max;

function topicOf(value: unknown): HelpTopic | null {
  if (!isRecord(value)) return null;
  const { id, title, body, audience } = value;
  if (!text(id, 60) || !text(title, 200) || !text(body, 20_000)) return null;
  if (!HELP_AUDIENCES.includes(audience as HelpTopic['audience'])) return null;
  return { id, title, body, audience: audience as HelpTopic['audience'] };
}

/** A bundle's topics when every one is well formed; otherwise null (the built-in ones are shown, not half a list). */
function topicsOf(value: unknown): HelpTopic[] | null {
  if (!Array.isArray(value) || value.length === 0 || value.length > 100) return null;
  const topics = value.map(topicOf);
  return topics.every((topic) => topic !== null) ? (topics as HelpTopic[]) : null;
}

/** https only: the frame's page is another site's, never ours to script, and never plain http on an https page. */
export function isChatAddress(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:' && url.length <= 2000;
  } catch {
    return false;
  }
}

function chatSupportOf(value: unknown): ChatSupport {
  if (!isRecord(value) || value.enabled !== true || typeof value.url !== 'string' || !isChatAddress(value.url)) return CHAT_SUPPORT_OFF;
  return { enabled: true, url: value.url, title: text(value.title, 200) ? value.title : CHAT_SUPPORT_OFF.title };
}

/**
 * Reads the bundle's `help` ({ topics, terms, privacy, refunds }) and
 * `chat_support` ({ enabled, url, title }) keys. A part that is missing or
 * malformed falls back to the built-in one, so a bad bundle never blanks the page.
 */
export function helpPageOf(bundle: Readonly<Record<string, unknown>>): HelpPage {
  const help = isRecord(bundle[HELP_BUNDLE_KEY]) ? bundle[HELP_BUNDLE_KEY] : {};
  const section = (key: keyof LegalSections) => (text(help[key], 50_000) ? help[key] : BUILT_IN_LEGAL[key]);
  return {
    topics: topicsOf(help.topics) ?? BUILT_IN_TOPICS,
    sections: { terms: section('terms'), privacy: section('privacy'), refunds: section('refunds') },
    chatSupport: chatSupportOf(bundle[CHAT_SUPPORT_BUNDLE_KEY]),
  };
}
