import { describe, expect, it } from 'vitest';
import { EnvError, loadConfig } from '../../env';

describe('circle settings in the environment', () => {
  it('takes videos up to 50 MB unless CIRCLE_VIDEO_MAX_BYTES says otherwise', () => {
    expect(loadConfig({}).circleVideoMaxBytes).toBe(52_428_800);
    expect(loadConfig({ CIRCLE_VIDEO_MAX_BYTES: '104857600' }).circleVideoMaxBytes).toBe(104_857_600);
    expect(() => loadConfig({ CIRCLE_VIDEO_MAX_BYTES: 'lots' })).toThrow(EnvError);
    expect(() => loadConfig({ CIRCLE_VIDEO_MAX_BYTES: '10' })).toThrow(/CIRCLE_VIDEO_MAX_BYTES/);
  });

  it('seeds the sample community unless SEED_SAMPLE_DATA is false', () => {
    expect(loadConfig({}).seedSampleData).toBe(true);
    expect(loadConfig({ SEED_SAMPLE_DATA: 'false' }).seedSampleData).toBe(false);
    expect(() => loadConfig({ SEED_SAMPLE_DATA: 'no' })).toThrow(/SEED_SAMPLE_DATA/);
  });
});
