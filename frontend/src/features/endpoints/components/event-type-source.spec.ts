import { describe, expect, it } from 'vitest';
import { describeEventTypeSource, eventTypeSourceFrom } from './event-type-source';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe('the endpoint form’s event-type source', () => {
  it('sends a pointer, a header or none, as the API takes them', () => {
    expect(eventTypeSourceFrom(form({ event_type_kind: 'json_pointer', event_type_at: ' /data/type ' }))).toEqual({
      kind: 'json_pointer',
      pointer: '/data/type',
    });
    expect(eventTypeSourceFrom(form({ event_type_kind: 'header', event_type_at: 'X-GitHub-Event' }))).toEqual({
      kind: 'header',
      name: 'X-GitHub-Event',
    });
    expect(eventTypeSourceFrom(form({ event_type_kind: '', event_type_at: '/ignored' }))).toBeNull();
  });

  it('describes each kind', () => {
    expect(describeEventTypeSource({ kind: 'json_pointer', pointer: '/type' })).toBe('Body /type');
    expect(describeEventTypeSource({ kind: 'header', name: 'x-shopify-topic' })).toBe('Header x-shopify-topic');
    expect(describeEventTypeSource(null)).toMatch(/provider/);
  });
});
