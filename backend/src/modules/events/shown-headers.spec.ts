import fc from 'fast-check';
import { HOOKYARD_HEADERS, REDACTED, redactedHeaders, SHOWN_SENDER_HEADERS, shownHeaderNames } from './shown-headers';

const randomCase = (name: string) =>
  fc
    .array(fc.boolean(), { minLength: name.length, maxLength: name.length })
    .map((upper) => [...name].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(''));
const name = fc.oneof(
  fc.stringMatching(/^[a-z][a-z0-9-]{0,15}$/),
  fc.constantFrom(...HOOKYARD_HEADERS, ...SHOWN_SENDER_HEADERS, 'x-gitlab-token', 'x-api-key', 'stripe-signature', '__proto__'),
);

describe('redactedHeaders', () => {
  it('keeps every name, shows the values of Hookyard’s, the allowlist’s and the operator’s names (any case), redacts the rest', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(name.chain(randomCase), fc.string()), { selector: ([n]) => n }),
        fc.array(name.chain(randomCase), { maxLength: 3 }),
        (entries, operator) => {
          const headers = Object.fromEntries(entries);
          const shown = shownHeaderNames(operator);
          const answer = redactedHeaders(headers, shown);
          expect(Object.keys(answer)).toEqual(Object.keys(headers));
          const operatorNames = operator.map((n) => n.toLowerCase());
          for (const [n, value] of entries) {
            const lower = n.toLowerCase();
            const isShown = HOOKYARD_HEADERS.includes(lower) || SHOWN_SENDER_HEADERS.includes(lower) || operatorNames.includes(lower);
            expect(answer[n]).toBe(isShown ? value : REDACTED);
          }
        },
      ),
    );
  });

  it('redacts a sender credential and shows the Standard Webhooks headers', () => {
    const answer = redactedHeaders(
      { 'x-gitlab-token': 'glpat-secret', 'webhook-signature': 'v1,abc', 'x-github-event': 'push', 'x-custom': 'v' },
      shownHeaderNames(['X-Custom']),
    );
    expect({ ...answer }).toEqual({ 'x-gitlab-token': REDACTED, 'webhook-signature': 'v1,abc', 'x-github-event': 'push', 'x-custom': 'v' });
  });
});
