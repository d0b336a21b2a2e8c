import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSINESS_CONTACT_TEXTS } from '@clara/domain/marketing/businessContact';
import { ApiRequestError } from '../../platform/api';
import { createBusinessContactStore } from './businessContactStore';

const filled = {
  companyName: 'Talento Andino',
  contactName: 'Lucía Ramos',
  email: 'lucia@talento.test',
  phone: '+52 55 1234 5678',
  message: 'Queremos una demostración.',
};

function fill(store: ReturnType<typeof createBusinessContactStore>) {
  for (const [field, value] of Object.entries(filled)) store.getState().setField(field as keyof typeof filled, value);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('business contact modal state (SPEC §4)', () => {
  it('sends the form, shows the success text after the 1 s delay, then closes and clears 3 s later', async () => {
    const send = vi.fn().mockResolvedValue({ id: 'x' });
    const store = createBusinessContactStore({ send });
    store.getState().openModal();
    fill(store);
    const done = store.getState().submit();
    expect(store.getState().loading).toBe(true);
    expect(send).toHaveBeenCalledWith(filled);

    await vi.advanceTimersByTimeAsync(999);
    expect(store.getState()).toMatchObject({ loading: true, success: '' });
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(store.getState()).toMatchObject({ loading: false, success: BUSINESS_CONTACT_TEXTS.success, open: true });
    expect(store.getState().form).toEqual(filled);

    await vi.advanceTimersByTimeAsync(2999);
    expect(store.getState().open).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState().open).toBe(false);
    expect(Object.values(store.getState().form).every((value) => value === '')).toBe(true);
  });

  it('waits for a slow server beyond the delay, and ignores a second submit while loading', async () => {
    let resolve!: () => void;
    const send = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    const store = createBusinessContactStore({ send });
    store.getState().openModal();
    fill(store);
    const done = store.getState().submit();
    void store.getState().submit();
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(store.getState()).toMatchObject({ loading: true, success: '' });
    resolve();
    await done;
    expect(store.getState().success).toBe(BUSINESS_CONTACT_TEXTS.success);
  });

  it('shows the failure text with the server reason and stops loading', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const send = vi.fn().mockRejectedValue(new ApiRequestError(400, 'El campo «teléfono» es obligatorio.'));
    const store = createBusinessContactStore({ send });
    store.getState().openModal();
    fill(store);
    const done = store.getState().submit();
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(store.getState()).toMatchObject({
      loading: false,
      success: '',
      error: BUSINESS_CONTACT_TEXTS.failure,
      errorDetail: 'El campo «teléfono» es obligatorio.',
      open: true,
    });
    expect(store.getState().form).toEqual(filled);
    expect(console.error).toHaveBeenCalled();
  });

  it('clears messages on opening; the X clears the form, Escape keeps it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createBusinessContactStore({ send: vi.fn().mockRejectedValue(new ApiRequestError(0, 'offline')) });
    store.getState().openModal();
    fill(store);
    const done = store.getState().submit();
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(store.getState().error).toBe(BUSINESS_CONTACT_TEXTS.failure);
    expect(store.getState().errorDetail).toBe('');

    store.getState().dismiss();
    store.getState().openModal();
    expect(store.getState()).toMatchObject({ open: true, loading: false, error: '', success: '' });
    expect(store.getState().form).toEqual(filled);

    store.getState().closeAndClear();
    expect(store.getState().open).toBe(false);
    expect(store.getState().form.companyName).toBe('');
  });

  it('closing with the X before the auto-close cancels it, so a reopened modal stays open', async () => {
    const store = createBusinessContactStore({ send: vi.fn().mockResolvedValue({}) });
    store.getState().openModal();
    fill(store);
    const done = store.getState().submit();
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    store.getState().closeAndClear();
    store.getState().openModal();
    await vi.advanceTimersByTimeAsync(5000);
    expect(store.getState().open).toBe(true);
    expect(store.getState().success).toBe('');
  });
});
