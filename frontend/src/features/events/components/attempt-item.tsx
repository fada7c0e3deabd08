import { Fragment } from 'react';
import type { DeliveryAttempt } from '../../../api/types';
import { StatusBadge } from '../../../components/ui/status-badge';
import { Timestamp } from '../../../components/ui/timestamp';
import { explainAttempt, type ExplanationContext } from '../attempt-explanation';
import { BodyViewer } from './body-viewer';
import { HeaderList } from './header-list';
import { TransformedRequestSummary } from './transformed-request-summary';

/** The answer in a few characters: "HTTP 500", or the error code when there was no answer. */
function answerOf(attempt: DeliveryAttempt): string {
  if (attempt.response_status !== null) return `HTTP ${attempt.response_status}`;
  return attempt.error_code === null ? 'no answer' : attempt.error_code.replace(/_/g, ' ');
}

/**
 * One attempt of the timeline: a line that opens (a disclosure) to its outcome explained, with a
 * hint, its duration, the headers sent and answered and the answer's body.
 */
export function AttemptItem({ attempt, context }: { attempt: DeliveryAttempt; context: ExplanationContext }) {
  const explanation = explainAttempt(attempt, context);
  const failed = attempt.status !== 'success';
  return (
    <details className="attempt">
      <summary>
        <span className="attempt-line">
          <span className="attempt-number">Attempt {attempt.attempt_number}</span>
          <StatusBadge status={attempt.status} />
          <span>{answerOf(attempt)}</span>
          <span className="muted">{attempt.duration_ms} ms</span>
          <Timestamp value={attempt.created_at} />
        </span>
      </summary>
      <div className="attempt-body">
        <div className={failed ? 'explanation explanation-failed' : 'explanation'}>
          <p className="explanation-summary">{explanation.summary}</p>
          {explanation.hint !== undefined && <p>{explanation.hint}</p>}
          {explanation.facts.length > 0 && (
            <dl className="details">
              {explanation.facts.map((fact) => (
                <Fragment key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd className="mono break">{fact.value}</dd>
                </Fragment>
              ))}
            </dl>
          )}
        </div>
        <dl className="details">
          <dt>Outcome</dt>
          <dd>
            <StatusBadge status={attempt.status} /> {attempt.response_status !== null && `HTTP ${attempt.response_status}`}
          </dd>
          {attempt.error_code !== null && (
            <>
              <dt>Error</dt>
              <dd>
                <code>{attempt.error_code}</code>
                {attempt.error_message !== null && <>: {attempt.error_message}</>}
              </dd>
            </>
          )}
          <dt>Duration</dt>
          <dd>{attempt.duration_ms} ms</dd>
          <dt>Time</dt>
          <dd>
            <Timestamp value={attempt.created_at} />
          </dd>
        </dl>
        {attempt.transformed_request !== null && (
          <TransformedRequestSummary attempt={attempt} untransformed={context.untransformed ?? { url: null, sizeBytes: 0 }} />
        )}
        <h4>Request headers sent</h4>
        <HeaderList headers={attempt.request_headers} />
        <h4>Response headers</h4>
        <HeaderList headers={attempt.response_headers} />
        <h4>Response body</h4>
        <BodyViewer body={attempt.response_body} label={`Response body of attempt ${attempt.attempt_number}`} />
      </div>
    </details>
  );
}
