import { describe, expect, it } from 'vitest';
import { readSampleCommunity, SAMPLE_COMMUNITIES } from './sample-content';
import { SAMPLE_CIRCLES } from './seed';

const member = (key: string, circles: string[]) => ({ key, firstName: key, lastName: 'Test', bio: null, circles });
const post = (fields: { author: string; likes?: string[]; comments?: { author: string; content: string }[] }) => ({
  circle: 'Motherhood',
  hoursAgo: 1,
  content: 'Merhaba',
  likes: [],
  comments: [],
  ...fields,
});
const community = (posts: object[]) => ({
  members: [member('nur', ['Motherhood']), member('ela', ['Career Clarity'])],
  posts,
  events: [],
});

describe('the sample community files', () => {
  it('are an English and a Turkish one, in the five circles, with no member key used twice', () => {
    expect(SAMPLE_COMMUNITIES.map((c) => c.language)).toEqual(['en', 'tr']);
    const names: string[] = SAMPLE_CIRCLES.map((circle) => circle.name);
    for (const { members, posts, events } of SAMPLE_COMMUNITIES) {
      const used = [
        ...members.flatMap((m) => m.circles),
        ...posts.map((p) => p.circle),
        ...events.map((e) => e.circle),
      ];
      expect(used.filter((name) => !names.includes(name))).toEqual([]);
    }
    const keys = SAMPLE_COMMUNITIES.flatMap((c) => c.members.map((m) => m.key));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('refuses a post written, liked or commented on by someone outside its circle, or liked twice by one', () => {
    expect(() =>
      readSampleCommunity('good.json', community([post({ author: 'nur', likes: ['nur'] })]), 'tr'),
    ).not.toThrow();
    expect(() => readSampleCommunity('bad.json', community([post({ author: 'ela' })]), 'tr')).toThrow(
      /bad\.json[\s\S]*ela is not a member of Motherhood/,
    );
    expect(() => readSampleCommunity('bad.json', community([post({ author: 'nur', likes: ['ela'] })]), 'tr')).toThrow(
      /ela is not a member of Motherhood/,
    );
    const stranger = post({ author: 'nur', comments: [{ author: 'mia', content: 'Selam' }] });
    expect(() => readSampleCommunity('bad.json', community([stranger]), 'tr')).toThrow(/mia is not a member/);
    expect(() =>
      readSampleCommunity('bad.json', community([post({ author: 'nur', likes: ['nur', 'nur'] })]), 'tr'),
    ).toThrow(/a member likes a post once/);
  });
});
