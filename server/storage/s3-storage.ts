import { AwsClient } from 'aws4fetch';
import type { Storage } from './storage.ts';

export type S3Config = {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
};

/** An S3-compatible bucket (AWS, MinIO, R2...), path-style addressed and SigV4-signed. */
export function s3Storage(config: S3Config): Storage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
  });
  const base = `${config.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(config.bucket)}`;
  const urlOf = (key: string) => `${base}/${key.split('/').map(encodeURIComponent).join('/')}`;
  const fail = async (response: Response, action: string) => {
    throw new Error(`S3 ${action} failed with ${response.status}: ${(await response.text()).slice(0, 200)}`);
  };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      const response = await client.fetch(urlOf(key), {
        method: 'PUT',
        body: body as BodyInit,
        headers: { 'content-type': contentType, 'content-length': String(body.byteLength) },
      });
      if (!response.ok) await fail(response, 'put');
    },
    async get(key) {
      const response = await client.fetch(urlOf(key));
      if (response.status === 404) return null;
      if (!response.ok) await fail(response, 'get');
      return new Uint8Array(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await client.fetch(urlOf(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) await fail(response, 'delete');
    },
  };
}
