/** Where stored files live: a folder on disk, or an S3-compatible bucket shared by every server instance. */
export type Storage = {
  kind: 'disk' | 's3';
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
};
