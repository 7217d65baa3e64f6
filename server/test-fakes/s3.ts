// A fake of the S3 object API for tests (path style: PUT, GET, DELETE /{bucket}/{key}), objects in memory. Every
// request must carry a valid AWS Signature Version 4 made with the fake's secret, checked here independently of
// server/platform/media-storage/s3.ts (canonical request rebuilt from what arrived); a wrong one is refused with 403
// SignatureDoesNotMatch as S3 does, a wrong payload hash with 400 XAmzContentSHA256Mismatch.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_S3 = { bucket: 'revolt-media', region: 'ap-south-1', accessKeyId: 'AKIAFAKE0000EXAMPLE', secretAccessKey: 'fake-s3-secret-0123456789' };

export type FakeS3 = {
  base: string;
  /** key → object, in the one bucket. */
  objects: Map<string, { data: Buffer; contentType: string }>;
  /** Every request as it arrived, and the status it got. */
  requests: { method: string; path: string; status: number }[];
  close(): Promise<void>;
};

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

function xmlError(response: ServerResponse, status: number, code: string): number {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
  return status;
}

/** Null when the request is signed with the settings' secret, else why not (the S3 error code). */
function signatureProblem(request: IncomingMessage, body: Buffer, settings: typeof FAKE_S3): string | null {
  const auth = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
    request.headers.authorization ?? '',
  );
  if (!auth) return 'AccessDenied';
  const [, accessKeyId, day, region, signedHeaders, signature] = auth as unknown as [string, string, string, string, string, string];
  if (accessKeyId !== settings.accessKeyId) return 'InvalidAccessKeyId';
  if (region !== settings.region) return 'AuthorizationHeaderMalformed';
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(day)) return 'AccessDenied';
  const names = signedHeaders.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date') || !names.includes('x-amz-content-sha256')) return 'AccessDenied';
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== sha256(body)) return 'XAmzContentSHA256Mismatch';
  const [pathname = '/', query = ''] = (request.url ?? '/').split('?');
  const canonicalHeaders = names.map((name) => `${name}:${String(request.headers[name] ?? '').trim()}\n`).join('');
  const canonicalRequest = [request.method, pathname, query, canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, `${day}/${region}/s3/aws4_request`, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${settings.secretAccessKey}`, day), region), 's3'), 'aws4_request');
  const expected = Buffer.from(createHmac('sha256', key).update(stringToSign).digest('hex'));
  return timingSafeEqual(expected, Buffer.from(signature)) ? null : 'SignatureDoesNotMatch';
}

export async function startFakeS3(settings = FAKE_S3): Promise<FakeS3> {
  const objects: FakeS3['objects'] = new Map();
  const requests: FakeS3['requests'] = [];

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<number> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const problem = signatureProblem(request, body, settings);
    if (problem) return xmlError(response, problem === 'XAmzContentSHA256Mismatch' || problem === 'AuthorizationHeaderMalformed' ? 400 : 403, problem);
    const pathname = (request.url ?? '/').split('?')[0] ?? '/';
    const [, bucket, ...rest] = pathname.split('/').map(decodeURIComponent);
    if (bucket !== settings.bucket) return xmlError(response, 404, 'NoSuchBucket');
    const key = rest.join('/');
    if (!key) return xmlError(response, 400, 'InvalidRequest');
    switch (request.method) {
      case 'PUT':
        objects.set(key, { data: body, contentType: String(request.headers['content-type'] ?? 'binary/octet-stream') });
        response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        response.end();
        return 200;
      case 'GET': {
        const object = objects.get(key);
        if (!object) return xmlError(response, 404, 'NoSuchKey');
        response.writeHead(200, { 'content-type': object.contentType, 'content-length': String(object.data.length) });
        response.end(object.data);
        return 200;
      }
      case 'DELETE':
        objects.delete(key);
        response.writeHead(204);
        response.end();
        return 204;
      default:
        return xmlError(response, 405, 'MethodNotAllowed');
    }
  }

  const server = createServer((request, response) => {
    handle(request, response)
      .then((status) => requests.push({ method: request.method ?? 'GET', path: request.url ?? '/', status }))
      .catch(() => xmlError(response, 500, 'InternalError'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
