import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CSP_REPORT_LIMIT } from '../../src/http/csp-report-routes';
import { s3Origin } from '../../src/http/security-headers';
import { type CapturedLogs, captureLogs } from '../support/capture-logs';
import { createTestApp, type TestApp } from '../support/test-app';

// The content security policy as every response sends it, and the reports of its
// violations, logged one line each without anything personal, rate-limited.

let t: TestApp;
let logs: CapturedLogs | undefined;
beforeAll(async () => {
  t = await createTestApp({
    trustProxy: 1,
    rateLimits: { [CSP_REPORT_LIMIT.name]: { limit: 3, windowSeconds: 600 } },
  });
});
afterAll(() => t.close());
afterEach(() => logs?.restore());

const report = (body: unknown, type: string, ip = '203.0.113.7') =>
  t.app.request('/csp-report', {
    method: 'POST',
    headers: { 'content-type': type, 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });

describe('the content security policy', () => {
  it('is strict on every response, reported, and turns off the features Conque never uses', async () => {
    const response = await t.request('/api/organisation');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain('report-to csp');
    expect(csp).toContain('report-uri /csp-report');
    expect(response.headers.get('reporting-endpoints')).toBe('csp="/csp-report"');
    expect(response.headers.get('permissions-policy')).toBe(
      'camera=(), microphone=(), geolocation=(), payment=()',
    );
  });

  it('lets the Atelier page alone use the camera (decision 142)', async () => {
    for (const path of ['/atelier', '/atelier/']) {
      const atelier = await t.app.request(path);
      expect(atelier.headers.get('permissions-policy'), path).toBe(
        'camera=(self), microphone=(), geolocation=(), payment=()',
      );
      expect(atelier.headers.get('content-security-policy')).toContain("script-src 'self';");
    }
    for (const path of ['/atelier/x', '/atelier-sw.js', '/dashboard', '/o/2026-00042']) {
      const other = await t.app.request(path);
      expect(other.headers.get('permissions-policy'), path).toBe(
        'camera=(), microphone=(), geolocation=(), payment=()',
      );
    }
  });

  it('names the S3 origin browsers download from, only when files are on S3', () => {
    const s3 = { bucket: 'conque', region: 'eu-west-3', forcePathStyle: false };
    expect(s3Origin(undefined)).toBeUndefined();
    expect(s3Origin(s3)).toBe('https://conque.s3.eu-west-3.amazonaws.com');
    expect(s3Origin({ ...s3, endpoint: 'https://s3.fr-par.scw.cloud' })).toBe(
      'https://conque.s3.fr-par.scw.cloud',
    );
    expect(s3Origin({ ...s3, endpoint: 'http://127.0.0.1:9000/', forcePathStyle: true })).toBe(
      'http://127.0.0.1:9000',
    );
  });
});

describe('POST /csp-report', () => {
  it('logs each violation of either format, without query, ids or tokens, and answers 204', async () => {
    logs = captureLogs('warn');
    const legacy = await report(
      {
        'csp-report': {
          'document-uri':
            'https://conque.test/dashboard/orders/3f0c9a52-1b2c-4d3e-8f90-123456789abc?email=a@b.fr#x',
          'violated-directive': 'script-src-elem',
          'effective-directive': 'script-src-elem',
          'blocked-uri': 'https://cdn.example.com/tracker.js?user=a@b.fr',
          'source-file': 'https://conque.test/assets/index-Ab12.js',
          'line-number': 12,
          disposition: 'enforce',
        },
      },
      'application/csp-report',
    );
    expect(legacy.status).toBe(204);
    const modern = await report(
      [
        {
          type: 'csp-violation',
          url: 'https://conque.test/reset?token=abc',
          body: {
            documentURL: 'https://conque.test/reset-password/eyJhbGciOiJIUzI1NiJ9abcdefghijklmnop?x=1',
            effectiveDirective: 'script-src-elem',
            blockedURL: 'inline',
            disposition: 'report',
          },
        },
        { type: 'deprecation', body: {} },
      ],
      'application/reports+json',
    );
    expect(modern.status).toBe(204);
    const lines = logs.lines.filter(
      (line) => line.msg === 'violation de la politique de sécurité du contenu',
    );
    expect(lines.map((line) => line.csp)).toEqual([
      {
        directive: 'script-src-elem',
        blocked: 'https://cdn.example.com',
        document: 'https://conque.test/dashboard/orders/:id',
        source: 'https://conque.test/assets/index-Ab12.js',
        line: 12,
        disposition: 'enforce',
      },
      {
        directive: 'script-src-elem',
        blocked: 'inline',
        document: 'https://conque.test/reset-password/:jeton',
        disposition: 'report',
      },
    ]);
    expect(JSON.stringify(logs.lines)).not.toMatch(/a@b\.fr|token=|eyJ/);
  });

  it('stops logging past the limit for one address, and still answers 204', async () => {
    const body = { 'csp-report': { 'effective-directive': 'img-src', 'blocked-uri': 'data' } };
    for (let i = 0; i < 3; i++)
      expect((await report(body, 'application/csp-report', '198.51.100.9')).status).toBe(204);
    logs = captureLogs('warn');
    expect((await report(body, 'application/csp-report', '198.51.100.9')).status).toBe(204);
    expect(logs.lines).toEqual([]);
  });

  it('answers a malformed or oversized report without a 500', async () => {
    expect((await report('pas du json', 'application/csp-report')).status).toBe(204);
    const big = await t.app.request('/csp-report', {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report', 'content-length': String(40_000) },
      body: 'x'.repeat(40_000),
    });
    expect(big.status).toBe(413);
  });
});
