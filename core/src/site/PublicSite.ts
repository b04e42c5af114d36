import type { Knex } from 'knex';
import type { KernelConfig } from '../config/KernelConfig.ts';

/** The names of this machine: always accepted while the site has no public address, or when that address is itself one of them. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]', '::1'];
/** How long the white-labelled host names read from the database are trusted before being read again. */
const LABEL_HOSTS_TTL_MS = 30_000;

export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.includes(hostname.toLowerCase());
}

/**
 * The site's public address and the host names it answers to. Links that leave
 * the site (mails, payment return addresses, single sign-on callbacks) are built
 * from `baseUrl()`, never from the request's Host or Origin headers, which the
 * client chooses. A request for any other host name is refused, so a forged Host
 * reaches nothing.
 */
export class PublicSite {
  private listeningPort: number | null = null;
  private labelHosts: { names: Set<string>; readAt: number } | null = null;
  private configured: Set<string> | null = null;

  constructor(
    private readonly config: KernelConfig,
    private readonly db: Knex,
  ) {}

  /** Called by the kernel once it listens: a site without LMS_PUBLIC_URL (tests, `lms` in development) links to itself on 127.0.0.1. */
  listeningOn(port: number): void {
    this.listeningPort = port;
  }

  /** The base of absolute links back to this site, without a trailing slash (LMS_PUBLIC_URL may carry a path). */
  baseUrl(): string {
    if (this.config.publicUrl) return this.config.publicUrl;
    return this.listeningPort === null ? 'http://127.0.0.1' : `http://127.0.0.1:${this.listeningPort}`;
  }

  /**
   * Whether a request addressed to `hostname` (no port) is for this site: at once
   * for a configured name (no promise, no turn of the event loop on every request),
   * after a read of the white-labelled hosts (kept 30 s) for any other.
   */
  allowsHost(hostname: string): boolean | Promise<boolean> {
    const name = hostname.toLowerCase();
    if (this.configuredHosts().has(name)) return true;
    const known = this.labelHosts;
    if (known && Date.now() - known.readAt < LABEL_HOSTS_TTL_MS) return known.names.has(name);
    return this.whiteLabelHosts().then((names) => names.has(name));
  }

  private configuredHosts(): Set<string> {
    if (this.configured) return this.configured;
    const names = new Set((this.config.allowedHosts ?? []).map((host) => host.toLowerCase()));
    const publicHost = this.config.publicUrl ? new URL(this.config.publicUrl).hostname.toLowerCase() : null;
    if (publicHost) names.add(publicHost);
    if (!publicHost || isLoopbackHost(publicHost)) for (const loopback of LOOPBACK_HOSTS) names.add(loopback);
    this.configured = names;
    return names;
  }

  /** The hosts with their own label bundle or single-sign-on provider: a white-labelled site answers on each. */
  private async whiteLabelHosts(): Promise<Set<string>> {
    const now = Date.now();
    if (this.labelHosts && now - this.labelHosts.readAt < LABEL_HOSTS_TTL_MS) return this.labelHosts.names;
    const rows = (await this.db.select('host').from('label_bundles').union((query) => query.select('host').from('sso_providers'))) as { host: string }[];
    // 'default' names the fallback row, not a host.
    const names = rows.map((row) => row.host.toLowerCase()).filter((host) => host !== 'default');
    this.labelHosts = { names: new Set(names), readAt: now };
    return this.labelHosts.names;
  }
}
