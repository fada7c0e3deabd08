import { useState, type FormEvent } from 'react';
import { toApiError, type ApiError } from '../../api/client';

/**
 * A form's submit plumbing: `send` turns its fields into a request (throwing an `ApiError` refuses
 * them before anything is sent), `onSent` gets the answer and the form is cleared. Meanwhile
 * `pending` is true; a refusal lands in `error` until the next submit.
 */
export function useFormSubmit<T>(send: (form: FormData) => Promise<T>, onSent: (answer: T) => void) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    setPending(true);
    setError(null);
    try {
      onSent(await send(new FormData(formElement)));
      formElement.reset();
    } catch (err) {
      setError(toApiError(err));
    } finally {
      setPending(false);
    }
  }

  return { onSubmit, pending, error };
}
