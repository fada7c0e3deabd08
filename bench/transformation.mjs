// The transformation bench:delivery --transform and bench:transform run: 10 lines that rename two
// fields of jsonBody's events and add a header (issue #28, Speed).
export const TRANSFORMATION = `function handler(request, context) {
  const body = request.body;
  const object = body.data.object;
  object.total = object.amount_paid;
  object.currency_code = object.currency;
  delete object.amount_paid;
  delete object.currency;
  request.headers['x-event-type'] = context.event_type || body.type;
  return request;
}`;
