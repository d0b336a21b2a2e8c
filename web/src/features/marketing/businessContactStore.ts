import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { BUSINESS_CONTACT_AUTO_CLOSE_MS, BUSINESS_CONTACT_DELAY_MS } from '@clara/domain/constants';
import type { BusinessContactInput } from '@clara/domain/marketing/businessContact';
import {
  BUSINESS_CONTACT_TEXTS,
  EMPTY_BUSINESS_CONTACT,
  type BusinessContactField,
} from '@clara/domain/marketing/texts';
import { ApiRequestError, callApi } from '../../platform/api';
import { reportError } from '../../platform/log';

/**
 * The /empresas business contact modal (SPEC §4): opening clears loading, error and success; submitting sets
 * loading; the success text shows after at least BUSINESS_CONTACT_DELAY_MS, and BUSINESS_CONTACT_AUTO_CLOSE_MS
 * later the modal closes and the form clears; the X button clears the form; a failure shows its text and
 * stops loading. DECISIONS: unlike SPEC's simulated send, the request is stored through the API.
 */
export interface BusinessContactState {
  open: boolean;
  form: Record<BusinessContactField, string>;
  loading: boolean;
  success: string;
  error: string;
  /** The server's reason for a refused request (e.g. which field is wrong). */
  errorDetail: string;
  openModal: () => void;
  setField: (field: BusinessContactField, value: string) => void;
  /** Escape or backdrop: hides the modal, keeps what was typed. */
  dismiss: () => void;
  /** The X button: hides the modal and clears the form. */
  closeAndClear: () => void;
  submit: () => Promise<void>;
}

export interface BusinessContactDeps {
  send: (input: BusinessContactInput) => Promise<unknown>;
  delayMs: number;
  autoCloseMs: number;
}

const defaultDeps: BusinessContactDeps = {
  // The route definition (with zod) loads on sending, not with the page.
  send: async (input) =>
    callApi((await import('@clara/domain/marketing/routes')).submitBusinessContactRoute, {
      body: input,
      timeoutMs: 15_000,
    }),
  delayMs: BUSINESS_CONTACT_DELAY_MS,
  autoCloseMs: BUSINESS_CONTACT_AUTO_CLOSE_MS,
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createBusinessContactStore(
  overrides: Partial<BusinessContactDeps> = {},
): StoreApi<BusinessContactState> {
  const deps = { ...defaultDeps, ...overrides };
  let autoClose: ReturnType<typeof setTimeout> | undefined;
  const cancelAutoClose = () => {
    if (autoClose !== undefined) clearTimeout(autoClose);
    autoClose = undefined;
  };
  const messages = { loading: false, success: '', error: '', errorDetail: '' };

  return createStore<BusinessContactState>()((set, get) => ({
    open: false,
    form: { ...EMPTY_BUSINESS_CONTACT },
    ...messages,

    openModal: () => {
      cancelAutoClose();
      set({ open: true, ...messages });
    },
    setField: (field, value) => set((state) => ({ form: { ...state.form, [field]: value } })),
    dismiss: () => {
      cancelAutoClose();
      set({ open: false });
    },
    closeAndClear: () => {
      cancelAutoClose();
      set({ open: false, form: { ...EMPTY_BUSINESS_CONTACT } });
    },

    submit: async () => {
      if (get().loading) return;
      cancelAutoClose();
      set({ loading: true, success: '', error: '', errorDetail: '' });
      const form = get().form;
      const [outcome] = await Promise.all([
        deps.send(form as BusinessContactInput).then(
          () => ({ ok: true as const }),
          (error: unknown) => ({ ok: false as const, error }),
        ),
        wait(deps.delayMs),
      ]);
      if (!outcome.ok) {
        reportError('No se pudo enviar la solicitud de contacto de empresa', outcome.error);
        const detail =
          outcome.error instanceof ApiRequestError && outcome.error.status !== 0 ? outcome.error.message : '';
        set({ loading: false, error: BUSINESS_CONTACT_TEXTS.failure, errorDetail: detail });
        return;
      }
      set({ loading: false, success: BUSINESS_CONTACT_TEXTS.success });
      autoClose = setTimeout(() => {
        autoClose = undefined;
        set({ open: false, form: { ...EMPTY_BUSINESS_CONTACT } });
      }, deps.autoCloseMs);
    },
  }));
}

/** The one business contact modal of /empresas. */
export const businessContactStore = createBusinessContactStore();

export function useBusinessContact<T>(selector: (state: BusinessContactState) => T): T {
  return useStore(businessContactStore, selector);
}
