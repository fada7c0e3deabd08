/**
 * `column` is not the organization's notifications endpoint (kept in events, the lowest feature, for
 * the event list and the statistics that leave Hookyard's own messages out) (docs/http.md, Operational webhooks):
 * a hashed subplan PostgreSQL runs once. Written as `<> (scalar subquery)` the planner took the
 * condition for a rare one and scanned all of events (query-plans.int-spec caught it at 100,000 events).
 */
export function notNotifications(column: string, org: string): string {
  return `${column} NOT IN (SELECT n.id FROM endpoints n WHERE n.organization_id = ${org} AND n.purpose = 'notifications')`;
}
