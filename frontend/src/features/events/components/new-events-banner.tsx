import { NEW_EVENTS_LIMIT } from '../events.queries';

interface NewEventsBannerProps {
  count: number;
  onShow: () => void;
}

/** "N new events": shown while newer events wait above the rows the reader sees; a click shows them. */
export function NewEventsBanner({ count, onShow }: NewEventsBannerProps) {
  // A live region that stays in the page, so screen readers hear the count change.
  return (
    <div className="new-events" role="status" aria-live="polite">
      {count > 0 && (
        <button type="button" className="button new-events-button" onClick={onShow}>
          {count >= NEW_EVENTS_LIMIT ? `${NEW_EVENTS_LIMIT}+` : count} new {count === 1 ? 'event' : 'events'} — show
        </button>
      )}
    </div>
  );
}
