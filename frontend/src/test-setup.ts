import { afterAll } from 'vitest';

// jsdom has no HTMLDialogElement behaviour: open on showModal, close with a return value and a
// `close` event, as browsers do (the e2e specs check the real one: focus, Escape, Enter).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

// The files share one environment (vitest.config.ts, isolate: false): none leaves its DOM or storage to the next.
afterAll(() => {
  if (typeof document === 'undefined') return;
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
});
