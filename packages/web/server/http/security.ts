import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { CSP_ENDPOINT, CSP_REPORT_PATH } from './cspReport';

/** The key under which hono/secure-headers keeps this response's nonce. */
export const NONCE_KEY = 'secureHeadersNonce';

/** Origin of the image host (VITE_IMAGE_HOST, packages/web/src/config/imageHost.ts), if one is configured. */
function imageOrigin(imageHost: string | undefined): string | undefined {
  if (!imageHost) return undefined;
  try {
    return new URL(imageHost).origin;
  } catch {
    return undefined;
  }
}

/**
 * Security headers on every answer. Scripts run only from our origin or with this response's
 * nonce (the renderer's hydration data); styles may be inline because styled-components injects them at
 * run time. Cross-Origin-Opener-Policy allows popups: the pay page and /batchquote open in new windows.
 * Violations are reported to /csp-report: `report-to` names the Reporting-Endpoints entry (the Reporting API),
 * `report-uri` serves browsers without it (a browser that knows `report-to` ignores `report-uri`).
 */
export function securityHeaders({ imageHost }: { imageHost?: string }): MiddlewareHandler {
  const image = imageOrigin(imageHost);
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...(image ? [image] : [])],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // The reader shows the fetched PDF from a blob: address in a frame (the browser's own viewer).
      frameSrc: ["'self'", 'blob:'],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      objectSrc: ["'none'"],
      formAction: ["'self'"],
      reportTo: CSP_ENDPOINT,
      reportUri: [CSP_REPORT_PATH],
    },
    reportingEndpoints: [{ name: CSP_ENDPOINT, url: CSP_REPORT_PATH }],
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    // HSTS is added by the app only when the visitor reached us over TLS (see server/app.ts).
    strictTransportSecurity: false,
  });
}

export const HSTS = 'max-age=31536000; includeSubDomains';
