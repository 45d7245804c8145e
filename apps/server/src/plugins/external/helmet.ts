import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The public library copies the service worker prefetches in CDN mode. */
const CDN_ORIGINS = ['https://unpkg.com', 'https://cdnjs.cloudflare.com'];

/**
 * The content security policy. Scripts only from this origin, and the inline scripts whose hashes a route passes in
 * `inlineScripts` ('sha256-…': the prerendered sign-in pages' loader). Styles also inline: antd writes its CSS-in-JS
 * as <style> elements at run time and the splash styles sit in index.html, and a style cannot run code. Images and
 * audio may come from https hosts (MCP logos, TTS voice demos are URLs admins enter), and audio from http too, as
 * self-hosted TTS services often serve it. No HSTS and no upgrade: many consoles run on plain http in a LAN, and
 * the TLS proxy in front of one sets its own.
 */
export function contentSecurityPolicy(inlineScripts: string[] = []): NonNullable<FastifyHelmetOptions['contentSecurityPolicy']> {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inlineScripts.map((hash) => `'${hash}'`)],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      mediaSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...CDN_ORIGINS],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  };
}

/** Security headers on every answer (the policy above), without HSTS. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(),
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
}
