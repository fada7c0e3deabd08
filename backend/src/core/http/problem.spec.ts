import { problems, validationDetail } from './problem';

describe('validation problems', () => {
  it('name what failed in detail, with the field in front where the message lacks it', () => {
    expect(
      validationDetail([
        { field: 'url', message: 'url must be a URL address' },
        { field: 'eventId', message: 'must be a UUID or an evt_ identifier' },
      ]),
    ).toBe('The request is not valid: url must be a URL address; eventId must be a UUID or an evt_ identifier.');
  });

  it('spell out at most three errors and count the rest, which errors[] lists in full', () => {
    const errors = ['a', 'b', 'c', 'd', 'e'].map((field) => ({ field, message: 'is required' }));
    const problem = problems.validation(errors);
    expect(problem.detail).toBe('The request is not valid: a is required; b is required; c is required; and 2 more (see errors).');
    expect(problem.extras).toEqual({ errors });
    expect(problem.status).toBe(400);
    expect(problem.code).toBe('validation_failed');
  });

  it('keep a detail given explicitly', () => {
    expect(problems.validation([{ field: 'body', message: 'is not valid JSON' }], 'The body is not valid JSON.').detail).toBe(
      'The body is not valid JSON.',
    );
  });
});
