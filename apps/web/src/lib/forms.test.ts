import { createUserBody } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { fieldErrorsOf, formErrorOf, validate } from './forms.ts';

describe('validate', () => {
  it('gives the contract’s message for each invalid field, once', () => {
    const result = validate(createUserBody, {
      email: 'nope',
      password: 'short',
      firstName: ' ',
      lastName: 'Lovelace',
    });

    expect(result).toEqual({
      ok: false,
      errors: {
        email: 'Must be an e-mail address',
        password: 'Must be at least 8 characters',
        firstName: 'Is required',
      },
    });
  });

  it('passes on the parsed values', () => {
    expect(
      validate(createUserBody, {
        email: ' Ada@Example.com ',
        password: 'long enough',
        firstName: 'Ada',
        lastName: 'L',
      }),
    ).toEqual({
      ok: true,
      data: { email: 'ada@example.com', password: 'long enough', firstName: 'Ada', lastName: 'L' },
    });
  });
});

describe('server errors on a form', () => {
  it('become field messages, or one message for the form', () => {
    const invalid = new ApiError(400, 'validation_failed', 'Check these fields: body.password.', [
      { path: 'body.password', message: 'is one of the most common passwords' },
    ]);
    const refused = new ApiError(401, 'invalid_credentials', 'The e-mail address or password is not right.');

    expect(fieldErrorsOf(invalid)).toEqual({ password: 'Is one of the most common passwords' });
    expect(formErrorOf(invalid)).toBeUndefined();
    expect(fieldErrorsOf(refused)).toEqual({});
    expect(formErrorOf(refused)).toBe('The e-mail address or password is not right.');
    expect(formErrorOf(new Error('boom'))).toBe('Something went wrong. Please try again.');
    expect(formErrorOf(null)).toBeUndefined();
  });
});
