/** An endpoint's own ingest rate (r per second, burst 2r), or the service's default when it has none. */
export function RateLimit({ perSecond }: { perSecond: number | null }) {
  if (perSecond === null) return <span className="muted">Default</span>;
  return (
    <>
      {perSecond}/s <span className="muted">(burst {perSecond * 2})</span>
    </>
  );
}
