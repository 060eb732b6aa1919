import { describe, expect, it } from 'vitest';
import { ERROR_STATUS, statusForCode } from './errors.ts';
import { pathParamNames } from './operation.ts';

describe('pathParamNames', () => {
  it('lists the placeholders of a path in order', () => {
    expect(pathParamNames('/team/{teamId}/agent/{agentId}/sources/{sourceId}')).toEqual([
      'teamId',
      'agentId',
      'sourceId',
    ]);
    expect(pathParamNames('/system/configuration')).toEqual([]);
  });
});

describe('error codes', () => {
  it('map to the HTTP statuses the spec relies on', () => {
    expect(statusForCode('validation_failed')).toBe(400);
    expect(statusForCode('unauthorized')).toBe(401);
    expect(statusForCode('forbidden')).toBe(403);
    expect(statusForCode('not_found')).toBe(404);
    expect(statusForCode('conflict')).toBe(409);
    expect(statusForCode('payload_too_large')).toBe(413);
    expect(statusForCode('rate_limited')).toBe(429);
    expect(Object.values(ERROR_STATUS).every((status) => status >= 400 && status < 600)).toBe(true);
  });
});
