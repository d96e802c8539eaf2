import { describe, expect, it } from 'vitest';
import { loadConfig } from '../env';

const error = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (thrown) {
    return (thrown as Error).message;
  }
  return 'no error';
};

describe('the object store in the environment', () => {
  it('keeps media in DATA_DIR/uploads unless S3_BUCKET is set, blank counting as unset', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: '  ', S3_ENDPOINT: '' }).s3).toBeUndefined();
  });

  it('reads a bucket, its endpoint, region, keys and path style', () => {
    expect(
      loadConfig({
        S3_BUCKET: 'telve-media',
        S3_ENDPOINT: 'http://minio:9000',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'telve',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'telve-media',
      endpoint: 'http://minio:9000',
      region: 'eu-central-1',
      credentials: { accessKeyId: 'telve', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    // AWS itself: no endpoint, us-east-1, the SDK's own credentials, virtual-hosted style.
    expect(loadConfig({ S3_BUCKET: 'telve-media' }).s3).toEqual({
      bucket: 'telve-media',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('stops the start with one line naming the variable for a configuration that cannot work', () => {
    expect(error({ S3_ENDPOINT: 'http://minio:9000' })).toBe(
      'Invalid environment variable S3_BUCKET: required when S3_ENDPOINT is set',
    );
    expect(error({ S3_ACCESS_KEY_ID: 'telve', S3_SECRET_ACCESS_KEY: 'secret' })).toBe(
      'Invalid environment variable S3_BUCKET: required when S3_ACCESS_KEY_ID is set',
    );
    expect(error({ S3_BUCKET: 'Telve_Media' })).toBe(
      'Invalid environment variable S3_BUCKET: a bucket name is 3-63 lowercase letters, digits, dots and hyphens',
    );
    expect(error({ S3_BUCKET: 'telve-media', S3_ACCESS_KEY_ID: 'telve' })).toBe(
      'Invalid environment variable S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
    expect(error({ S3_BUCKET: 'telve-media', S3_SECRET_ACCESS_KEY: 'secret' })).toBe(
      'Invalid environment variable S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
    expect(error({ S3_BUCKET: 'telve-media', S3_ENDPOINT: 'minio:9000' })).toBe(
      'Invalid environment variable S3_ENDPOINT: must be an http:// or https:// URL',
    );
    expect(error({ S3_BUCKET: 'telve-media', S3_FORCE_PATH_STYLE: 'yes' })).toMatch(
      /^Invalid environment variable S3_FORCE_PATH_STYLE: /,
    );
  });
});
