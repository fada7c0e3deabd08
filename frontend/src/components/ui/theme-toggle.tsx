import { useEffect, useState } from 'react';
import { chooseTheme, currentTheme, followSystemTheme } from './theme';

/** "Dark mode" on or off; the choice is kept in localStorage, the system's theme applies until one is made. */
export function ThemeToggle() {
  const [theme, setTheme] = useState(currentTheme);
  useEffect(() => followSystemTheme(setTheme), []);
  return (
    <button
      type="button"
      className="button"
      aria-pressed={theme === 'dark'}
      onClick={() => {
        const next = theme === 'dark' ? 'light' : 'dark';
        chooseTheme(next);
        setTheme(next);
      }}
    >
      Dark mode
    </button>
  );
}
