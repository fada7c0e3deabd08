function parsed(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** Whether the URL carries a `user:password@` part. */
export function hasCredentials(url: string): boolean {
  const parts = parsed(url);
  return parts !== null && (parts.username !== '' || parts.password !== '');
}

/** The URL with any `user:password@` left out (and otherwise as it was). */
export function withoutCredentials(url: string): string {
  if (!hasCredentials(url)) return url;
  const parts = parsed(url)!;
  parts.username = '';
  parts.password = '';
  return parts.toString();
}
