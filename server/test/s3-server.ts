// A real S3-compatible server (s3rver, in this process) on a free port, for the object-store tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../src/env';
import { freePort } from './spawn-server';

export interface TestS3 {
  /** What S3_* would say: a bucket on this server, path-style, with test keys. */
  config: S3Config;
  /** The bytes s3rver keeps on disk for an object (null when there is none): what the store really holds. */
  storedBytes(objectKey: string): Buffer | null;
  /** Every object name in the bucket, from s3rver's own files. */
  objectKeys(): string[];
  /** Stops answering (a store that is down); start() brings it back on the same port with the same objects. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

const BUCKET = 'telve-media';
const OBJECT_SUFFIX = '._S3rver_object';

export async function startTestS3(): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'telve-s3-'));
  const port = await freePort();
  let server: S3rver | undefined;
  const start = async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET }],
    });
    await server.run();
  };
  const stop = async () => {
    const running = server;
    server = undefined;
    if (!running) return;
    // Keep-alive sockets the SDK holds would keep a closed server answering them.
    running.httpServer?.closeAllConnections();
    await running.close();
  };
  await start();
  const objectFile = (objectKey: string) => path.join(directory, BUCKET, `${objectKey}${OBJECT_SUFFIX}`);
  return {
    config: {
      bucket: BUCKET,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    storedBytes: (objectKey) => {
      const file = objectFile(objectKey);
      return fs.existsSync(file) ? fs.readFileSync(file) : null;
    },
    objectKeys: () =>
      (fs.readdirSync(path.join(directory, BUCKET), { recursive: true }) as string[])
        .filter((name) => name.endsWith(OBJECT_SUFFIX))
        .map((name) => name.slice(0, -OBJECT_SUFFIX.length).split(path.sep).join('/'))
        .sort(),
    stop,
    start,
    close: async () => {
      await stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
