import { useId, useState, type FormEvent } from 'react';
import { toApiError, type ApiError } from '../../api/client';
import type { Endpoint, RoutingTest, RoutingTestResult } from '../../api/types';
import { ProblemAlert } from '../../components/ui/problem-alert';
import { HeaderList } from '../events/components/header-list';
import { useRoutingTest } from './routing.queries';
import { describeSampleType, parseSampleHeaders } from './sample';
import { RoleButton } from '../auth/components/role-button';

const SAMPLE_BODY = '{\n  "type": "invoice.paid",\n  "amount": 150\n}';

/** The filter part `filtered_by` names, as a sentence ends. */
const REFUSED_BY = { event_type: 'its event-type filter', body: 'its body filter', headers: 'its headers filter' } as const;

interface TestRoutingPanelProps {
  /** The endpoint's source of event types, or undefined while it loads. */
  source: Endpoint['event_type_source'] | undefined;
  /** The filter and transformation as the editors hold them now (saved or not). */
  readDraft: () => Pick<RoutingTest, 'filter' | 'transformation'>;
}

/**
 * Test routing: a sample of the user's own (body, headers, event type) through the filter and
 * transformation being edited (POST /api/routing/test), and what a destination would receive, or
 * why nothing would be sent.
 */
export function TestRoutingPanel({ source, readDraft }: TestRoutingPanelProps) {
  const id = useId();
  const { run, pending } = useRoutingTest();
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [result, setResult] = useState<RoutingTestResult | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = parseSampleHeaders(String(form.get('sample_headers') ?? ''));
    if ('problem' in parsed) {
      setProblem(parsed.problem);
      return;
    }
    setProblem(null);
    const eventType = String(form.get('sample_event_type') ?? '').trim();
    if (eventType && source?.kind === 'header') parsed.headers[source.name] = eventType;
    setError(null);
    try {
      setResult(
        await run({
          ...readDraft(),
          event_type_source: source ?? null,
          sample: { headers: parsed.headers, body: String(form.get('sample_body') ?? '') },
        }),
      );
    } catch (err) {
      setResult(null);
      setError(toApiError(err));
    }
  }

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Test routing</h2>
      <p className="muted">
        Runs a sample of yours through the filter and transformation above, as they are in the editors (saved or not), the way a delivery
        would: nothing is sent or stored. {source !== undefined && describeSampleType(source)}
      </p>
      <form className="form" aria-label="Test routing" onSubmit={(event) => void onSubmit(event)}>
        {source?.kind === 'header' && (
          <div className="field">
            <label htmlFor={`${id}-type`}>Event type (sent as {source.name})</label>
            <input id={`${id}-type`} name="sample_event_type" placeholder="invoice.paid" />
          </div>
        )}
        <div className="field">
          <label htmlFor={`${id}-headers`}>Sample headers (one “Name: value” per line, optional)</label>
          <textarea
            id={`${id}-headers`}
            name="sample_headers"
            className="mono"
            rows={3}
            spellCheck={false}
            aria-invalid={problem !== null}
            aria-describedby={problem === null ? undefined : `${id}-headers-error`}
          />
          {problem !== null && (
            <p className="field-error" id={`${id}-headers-error`}>
              {problem}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-body`}>Sample body</label>
          <textarea id={`${id}-body`} name="sample_body" className="mono" rows={6} spellCheck={false} defaultValue={SAMPLE_BODY} />
        </div>
        <div className="button-row">
          <RoleButton needs="developer" type="submit" className="button button-primary" disabled={pending}>
            Run test
          </RoleButton>
        </div>
      </form>
      {error && <ProblemAlert error={error} />}
      {result && <TestResult result={result} />}
    </section>
  );
}

/** The verdict: the request a destination would receive, or why none would be sent. */
function TestResult({ result }: { result: RoutingTestResult }) {
  const { request, error } = result;
  return (
    <div className="test-result" role="status" aria-label="Test result">
      <dl className="details">
        <dt>Event type</dt>
        <dd className="mono">{result.event_type ?? <span className="muted">none</span>}</dd>
        <dt>Took</dt>
        <dd>{result.duration_ms} ms</dd>
      </dl>
      {result.filtered_by === 'transformation' && (
        <p className="explanation">Skipped by the transformation (it returned null): nothing would be sent.</p>
      )}
      {result.filtered_by !== null && result.filtered_by !== 'transformation' && (
        <p className="explanation">Filtered by {REFUSED_BY[result.filtered_by]}: nothing would be sent.</p>
      )}
      {error !== null && (
        <p className="explanation explanation-failed">
          The transformation failed: {error.message}
          {error.line !== null && ` (line ${error.line}${error.column === null ? '' : `, column ${error.column}`})`}. Nothing would be sent;
          a delivery would be dead-lettered until the code is fixed.
        </p>
      )}
      {request !== null && (
        <>
          <p className="explanation">Would be sent (before the destination’s custom headers and Hookyard’s own):</p>
          <dl className="details">
            <dt>Method</dt>
            <dd className="mono">{request.method}</dd>
            <dt>URL</dt>
            <dd className="mono break">{request.url}</dd>
          </dl>
          <h3>Headers</h3>
          <HeaderList headers={request.headers} />
          <h3>Body</h3>
          <pre className="code-block" tabIndex={0} aria-label="Body that would be sent">
            {request.body}
          </pre>
        </>
      )}
    </div>
  );
}
