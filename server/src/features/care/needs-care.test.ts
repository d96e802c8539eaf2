import { CARE_MESSAGE } from '@contract/care';
import { describe, expect, it } from 'vitest';
import { needsCare } from './needs-care';

describe('needsCare', () => {
  it.each([
    'I want to kill myself',
    'I have been thinking about suicide',
    'Feeling suicidal lately',
    'I just want to end my life',
    'sometimes I want to end it all',
    'I keep hurting myself',
    'I self-harm when things get bad',
    'self harm',
    'I want to die',
    'i wanna die',
    'There is no reason to live anymore',
    'I have nothing left to live for',
    'I don’t want to be alive',
    'I took an overdose last week',
    'my husband abuses me',
    'my partner hits me when he drinks',
    'I am being abused at home',
    'He keeps hurting me',
    'WILL I EVER STOP WANTING TO DIE',
  ])('flags %j', (text) => {
    expect(needsCare(text)).toBe(true);
  });

  it.each([
    'Should I buy the killer heels?',
    'Will my diet work this time?',
    'This cake is to die for',
    "I'm dying to know if he likes me",
    'I am killing it at work lately',
    'My phone died during the interview',
    'Should I end it with him?',
    'Will the end of my lease bring a new home?',
    'It hit me that I love her',
    'I walked five kms today',
    'Can I go on the trip next month?',
    'Is the studio a good fit for my skills?',
    'Will the die-hard fans like my book?',
    '',
  ])('does not flag %j', (text) => {
    expect(needsCare(text)).toBe(false);
  });
});

describe('CARE_MESSAGE', () => {
  it('says Telve is not a mental health service and points to real help', () => {
    expect(CARE_MESSAGE).toMatch(/not a mental health service/);
    for (const help of ['112', '911', '988', 'Samaritans', '116 123', 'someone you trust']) {
      expect(CARE_MESSAGE).toContain(help);
    }
  });
});
