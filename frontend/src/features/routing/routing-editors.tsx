import type { Destination, FieldError } from '../../api/types';
import { EventTypeChips } from './event-type-chips';
import { JsonFilterField } from './json-filter-field';
import { errorsAt, filterTexts } from './routing-draft';
import { TransformationField } from './transformation-field';

interface RoutingEditorsProps {
  filter?: Destination['filter'];
  transformation?: Destination['transformation'];
  /** A refused save's field errors: each part shows those that name it. */
  errors: readonly FieldError[];
}

/** The filter (event-type chips, body and headers as JSON) and the transformation's code, as form fields. */
export function RoutingEditors({ filter, transformation, errors }: RoutingEditorsProps) {
  const texts = filterTexts(filter);
  return (
    <>
      <EventTypeChips initial={texts.eventTypes} apiErrors={errorsAt(errors, 'filter.event_types')} />
      <JsonFilterField
        label="Body filter (JSON, optional)"
        name="filter_body"
        initial={texts.body}
        apiErrors={errorsAt(errors, 'filter.body')}
        hint={
          'Matched against the JSON body, e.g. {"amount": {"$gte": 100}, "tags": "vip"}; a body that is not JSON never matches. Empty: any body.'
        }
      />
      <JsonFilterField
        label="Headers filter (JSON, optional)"
        name="filter_headers"
        initial={texts.headers}
        apiErrors={errorsAt(errors, 'filter.headers')}
        hint={'Matched against the sender\u2019s headers, names in lower case, e.g. {"x-shop": {"$in": ["eu", "us"]}}. Empty: any headers.'}
      />
      <TransformationField initial={transformation?.code ?? ''} apiErrors={errorsAt(errors, 'transformation')} />
    </>
  );
}
