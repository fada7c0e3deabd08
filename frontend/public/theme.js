// Runs before the first paint (a plain script in <head>, allowed by the CSP as the site's own):
// the saved theme, else the system's, so a dark page never flashes light. theme.ts keeps it after.
/* global document, localStorage, matchMedia */
try {
  var saved = localStorage.getItem('hookyard-theme');
  var dark = saved ? saved === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
} catch {
  document.documentElement.dataset.theme = 'light';
}
