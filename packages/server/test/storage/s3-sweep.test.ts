import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../src/storage/s3-storage';

// The test S3 server (test/support/s3-server.ts, @20minutes/s3rver 4.0) answers ListMultipartUploads
// "NotImplemented" and AbortMultipartUpload 405: this stand-in answers those two calls as S3
// documents them (the SDK's own XML parsing and request shapes are what is checked), and records
// the aborts.
type Upload = { key: string; id: string; initiated: string };

const NOW = new Date('2026-11-23T12:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();

const uploads: Upload[] = [
  { key: 'stl_files/o1/oreille-gauche_1.stl', id: 'u-old-1', initiated: hoursAgo(30) },
  { key: 'stl_files/o1/oreille-droite_2.stl', id: 'u-recent', initiated: hoursAgo(2) },
  { key: 'stl_files/o2/essai_3.stl', id: 'u-old-2', initiated: hoursAgo(25) },
  // Listed, then aborted by another process before this one gets to it.
  { key: 'stl_files/o3/parti_4.stl', id: 'u-gone', initiated: hoursAgo(48) },
  { key: 'invoice_pdfs/2026/F-2026-00001_5.pdf', id: 'u-old-3', initiated: hoursAgo(72) },
  // Not under one of the product's prefixes: not ours to abort.
  { key: 'sauvegardes/base.tar', id: 'u-foreign', initiated: hoursAgo(100) },
];
const aborted: string[] = [];
const listings: string[] = [];

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
// Two uploads a page, so that the driver has to follow NextKeyMarker / NextUploadIdMarker.
const PAGE = 2;

const listing = (url: URL) => {
  const prefix = url.searchParams.get('prefix') ?? '';
  const marker = url.searchParams.get('upload-id-marker');
  const matching = uploads.filter((upload) => upload.key.startsWith(prefix));
  const start = marker ? matching.findIndex((upload) => upload.id === marker) + 1 : 0;
  const page = matching.slice(start, start + PAGE);
  const truncated = start + PAGE < matching.length;
  const last = page.at(-1);
  return `<?xml version="1.0" encoding="UTF-8"?>
<ListMultipartUploadsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">
  <Bucket>conque-test</Bucket>
  <Prefix>${xml(prefix)}</Prefix>
  <MaxUploads>${PAGE}</MaxUploads>
  <IsTruncated>${truncated}</IsTruncated>
  ${truncated && last ? `<NextKeyMarker>${xml(last.key)}</NextKeyMarker><NextUploadIdMarker>${last.id}</NextUploadIdMarker>` : ''}
  ${page
    .map(
      (upload) =>
        `<Upload><Key>${xml(upload.key)}</Key><UploadId>${upload.id}</UploadId><Initiated>${upload.initiated}</Initiated><StorageClass>STANDARD</StorageClass></Upload>`,
    )
    .join('\n  ')}
</ListMultipartUploadsResult>`;
};

let server: Server;
let endpoint: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://s3.test');
    if (
      request.method === 'GET' &&
      /^\/conque-test\/?$/.test(url.pathname) &&
      url.searchParams.has('uploads')
    ) {
      listings.push(url.searchParams.get('prefix') ?? '');
      response.writeHead(200, { 'content-type': 'application/xml' }).end(listing(url));
      return;
    }
    const uploadId = url.searchParams.get('uploadId');
    if (request.method === 'DELETE' && uploadId) {
      if (uploadId === 'u-gone') {
        response
          .writeHead(404, { 'content-type': 'application/xml' })
          .end(
            '<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>',
          );
        return;
      }
      aborted.push(`${decodeURIComponent(url.pathname.slice('/conque-test/'.length))} ${uploadId}`);
      response.writeHead(204).end();
      return;
    }
    response.writeHead(400).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('S3 driver sweeping abandoned multipart uploads', () => {
  it("aborts the product's multipart uploads begun over a day ago, page after page, and nothing else", async () => {
    const storage = createS3Storage({
      endpoint,
      region: 'us-east-1',
      bucket: 'conque-test',
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
      forcePathStyle: true,
      now: () => NOW,
    });
    expect(await storage.sweepAbandonedUploads()).toBe(3);
    expect(aborted.sort()).toEqual([
      'invoice_pdfs/2026/F-2026-00001_5.pdf u-old-3',
      'stl_files/o1/oreille-gauche_1.stl u-old-1',
      'stl_files/o2/essai_3.stl u-old-2',
    ]);
    // One listing per logical bucket, and a second page for stl_files.
    expect(listings.sort()).toEqual(['invoice_pdfs/', 'order_pdfs/', 'stl_files/', 'stl_files/']);
  });
});
