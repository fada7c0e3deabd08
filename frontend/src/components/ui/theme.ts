/** The colour theme: `data-theme` on <html>, set before the first paint by public/theme.js. */
export type Theme = 'light' | 'dark';

const THEME_KEY = 'hookyard-theme';

/** The theme shown now. */
export function currentTheme(): Theme {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

/** Shows `theme` and remembers it for the next visit. */
export function chooseTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // storage refused (private mode): the choice lasts until the page is left
  }
}

/** Follows the system's theme while the reader has not chosen one; returns the unsubscribe. */
export function followSystemTheme(onChange: (theme: Theme) => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia('(prefers-color-scheme: dark)');
  const listener = (event: MediaQueryListEvent) => {
    if (localStorage.getItem(THEME_KEY) !== null) return;
    const theme: Theme = event.matches ? 'dark' : 'light';
    document.documentElement.dataset.theme = theme;
    onChange(theme);
  };
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
