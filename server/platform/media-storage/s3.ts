// The media storage in an S3-compatible bucket (MEDIA_STORAGE=s3: AWS S3, Cloudflare R2, MinIO, Backblaze B2 ...):
// PUT, GET and DELETE of one object, path-style (`${endpoint}/${bucket}/${key}`), signed with AWS Signature Version 4
// (https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html). The secret never leaves this file.
import { createHash, createHmac } from 'node:crypto';
import { checkKey, type MediaStorage } from './storage.js';

export type S3Config = { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };

const ALGORITHM = 'AWS4-HMAC-SHA256';
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding of one path segment, as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
const encodeSegment = (segment: string) => encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** 20260102T030405Z and 20260102. */
export function amzDates(at: Date): { amzDate: string; day: string } {
  const amzDate = at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  return { amzDate, day: amzDate.slice(0, 8) };
}

export type SignInput = { method: string; url: URL; headers: Record<string, string>; payloadHash: string; region: string; accessKeyId: string; secretAccessKey: string; at: Date };

/**
 * The Authorization header of a request (no query string here): every header given is signed, with host added from
 * the URL. `headers` must already hold x-amz-date and x-amz-content-sha256.
 */
export function signV4({ method, url, headers, payloadHash, region, accessKeyId, secretAccessKey, at }: SignInput): string {
  const { day } = amzDates(at);
  const all: Record<string, string> = { ...Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v.trim()])), host: url.host };
  const names = Object.keys(all).sort();
  const signedHeaders = names.join(';');
  const canonicalHeaders = names.map((name) => `${name}:${all[name]}\n`).join('');
  const canonicalRequest = [method, url.pathname, '', canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = [ALGORITHM, all['x-amz-date'], scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return `${ALGORITHM} Credential=${accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

export function s3MediaStorage(config: S3Config, now: () => Date = () => new Date()): MediaStorage {
  const endpoint = config.endpoint.replace(/\/+$/, '');

  async function send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: { data: Buffer; contentType: string }): Promise<Response> {
    const url = new URL(`${endpoint}/${encodeSegment(config.bucket)}/${checkKey(key).split('/').map(encodeSegment).join('/')}`);
    const at = now();
    const payloadHash = sha256(body?.data ?? '');
    const headers: Record<string, string> = { 'x-amz-date': amzDates(at).amzDate, 'x-amz-content-sha256': payloadHash };
    if (body) headers['content-type'] = body.contentType;
    const authorization = signV4({ method, url, headers, payloadHash, region: config.region, accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, at });
    return fetch(url, { method, headers: { ...headers, authorization }, body: body ? new Uint8Array(body.data) : undefined, signal: AbortSignal.timeout(30_000) });
  }

  /** The service's error, without the request's headers (they carry the signature). */
  async function failure(what: string, key: string, response: Response): Promise<Error> {
    const text = (await response.text().catch(() => '')).slice(0, 300);
    const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1];
    return new Error(`S3 ${what} ${key}: HTTP ${response.status}${code ? ` ${code}` : ''}`);
  }

  return {
    async put(key, data, contentType) {
      const response = await send('PUT', key, { data, contentType });
      if (!response.ok) throw await failure('PUT', key, response);
      await response.arrayBuffer();
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.arrayBuffer();
        return null;
      }
      if (!response.ok) throw await failure('GET', key, response);
      return { data: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? 'application/octet-stream' };
    },
    async delete(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) throw await failure('DELETE', key, response);
      await response.arrayBuffer();
    },
  };
}
