import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import send from 'koa-send';
import type { Middleware } from 'koa';

/**
 * The page's content security: scripts only from this site; images and media
 * from https sources (course content), never plain http; frames only from this
 * site and the embed providers (`frameSources`, see pageFrameSources); framed by this site, and by
 * the origins a session opened inside another site's frame names (`frameAncestors`, an LTI
 * platform's: the kernel puts them on `ctx.state` for a page loaded in a frame); inline scripts
 * only by their hashes (`inlineScriptHashes`: the import map, see importMapHashes).
 */
export function pageContentSecurityPolicy(frameSources: readonly string[], inlineScriptHashes: readonly string[] = [], frameAncestors: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' https: data: blob:",
    "media-src 'self' https: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${["'self'", ...frameSources].join(' ')}`,
    `frame-ancestors ${["'self'", ...frameAncestors].join(' ')}`,
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * The page's import map (the shared modules installed plugins import, see
 * host/web/sharedModules.ts) is an inline script: the policy allows exactly
 * its text by hash, and no other inline script.
 */
export function importMapHashes(html: string): string[] {
  return [...html.matchAll(/<script type="importmap">([\s\S]*?)<\/script>/g)].map((match) => `sha256-${createHash('sha256').update(match[1]!).digest('base64')}`);
}

/**
 * Serves the built React app: hashed assets cached for a year, any other path
 * answered with the app's page (the client router takes it from there).
 */
export function webApp(distDir: string, options: { frameSources?: readonly string[] } = {}): Middleware {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    throw new Error(`The web app is not built (${indexFile} is missing). Run: npm run build --workspace @lms/host`);
  }
  const frameSources = options.frameSources ?? [];
  const scriptHashes = importMapHashes(fs.readFileSync(indexFile, 'utf8'));
  const contentSecurityPolicy = pageContentSecurityPolicy(frameSources, scriptHashes);
  return async (ctx) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'same-origin');
    const frameAncestors = (ctx.state as { frameAncestors?: string[] }).frameAncestors ?? [];
    if (frameAncestors.length) {
      // This session's page may be framed by its platform: the older header would forbid what the policy allows.
      ctx.remove('X-Frame-Options');
      ctx.set('Content-Security-Policy', pageContentSecurityPolicy(frameSources, scriptHashes, frameAncestors));
    } else {
      ctx.set('Content-Security-Policy', contentSecurityPolicy);
    }
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405;
      return;
    }
    if (ctx.path.startsWith('/assets/')) {
      try {
        await send(ctx, ctx.path, { root: distDir, immutable: true, maxage: 365 * 24 * 3600 * 1000 });
        return;
      } catch {
        ctx.status = 404;
        return;
      }
    }
    const file = path.join(distDir, path.normalize(ctx.path).replace(/^(\.\.[/\\])+/, ''));
    if (ctx.path !== '/' && file.startsWith(distDir) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      await send(ctx, ctx.path, { root: distDir, maxage: 3600 * 1000 });
      return;
    }
    // The icon (public/favicon.ico) is a file or nothing: never the app's page.
    if (ctx.path === '/favicon.ico') {
      ctx.status = 404;
      return;
    }
    // The page names the build it belongs to; it must never be cached, or release detection could not see a new one.
    ctx.set('Cache-Control', 'no-cache');
    await send(ctx, 'index.html', { root: distDir });
  };
}
