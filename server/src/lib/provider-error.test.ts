import { describe, expect, it } from 'vitest';
import { describeProviderError, ProviderTimeout } from './provider-error';

describe('describeProviderError', () => {
  it('keeps our own deadline whole', () => {
    expect(describeProviderError(new ProviderTimeout('AI provider', 300))).toBe('AI provider timed out after 300 ms');
  });

  it("names a provider's error and its status, never its message (which can quote a member)", () => {
    const error = Object.assign(new Error('Bad request: "will my husband hurt me again"'), {
      name: 'AI_APICallError',
      statusCode: 400,
    });
    expect(describeProviderError(error)).toBe('AI_APICallError (HTTP 400)');
    const parse = Object.assign(new Error('Type validation failed: Value: {"kind":"my secret"}'), {
      name: 'AI_TypeValidationError',
    });
    expect(describeProviderError(parse)).toBe('AI_TypeValidationError');
    expect(describeProviderError('a string thrown')).toBe('unknown error');
  });
});
