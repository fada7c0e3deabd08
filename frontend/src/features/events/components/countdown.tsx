import { useEffect, useState } from 'react';
import { formatTimestamp } from '../../../components/ui/format';
import { formatCountdown } from '../countdown';

/** Time left until `dueAt` ("in 4 s", then "due now"), ticking each second; the exact time on hover. */
export function Countdown({ dueAt }: { dueAt: string }) {
  const due = Date.parse(dueAt);
  const [now, setNow] = useState(() => Date.now());
  const ticking = now < due;

  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [ticking]);

  return (
    <time dateTime={dueAt} title={formatTimestamp(dueAt)}>
      {formatCountdown(due - now)}
    </time>
  );
}
