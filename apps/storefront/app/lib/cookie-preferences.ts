import { DEFAULT_COOKIE_PREFERENCES } from '@vitrine/domain/constants';
import { create } from 'zustand';

/**
 * The four cookie-preference flags (spec §4 Persistence and cookie preferences), all on by
 * default. They gate what the storefront keeps in localStorage:
 * necessary → cart, chat, router state; session → the user; performance → most other state.
 */
export interface CookiePreferences {
  necessary: boolean;
  session: boolean;
  performance: boolean;
  personalisation: boolean;
}

/** localStorage key of the saved preferences (spec §9: storage keys hold the cookie preferences). */
export const COOKIE_PREFERENCES_KEY = 'vitrine:cookie-preferences';

interface CookiePreferencesState extends CookiePreferences {
  set(next: Partial<CookiePreferences>): void;
}

function readStored(): Partial<CookiePreferences> {
  if (typeof window === 'undefined') return {};
  try {
    const raw = window.localStorage.getItem(COOKIE_PREFERENCES_KEY);
    return raw ? (JSON.parse(raw) as Partial<CookiePreferences>) : {};
  } catch {
    return {};
  }
}

/** The preferences, read once from localStorage on the client; defaults on the server. */
export const useCookiePreferences = create<CookiePreferencesState>((set, get) => ({
  ...DEFAULT_COOKIE_PREFERENCES,
  ...readStored(),
  set(next) {
    set(next);
    const { necessary, session, performance, personalisation } = get();
    try {
      window.localStorage.setItem(
        COOKIE_PREFERENCES_KEY,
        JSON.stringify({ necessary, session, performance, personalisation }),
      );
    } catch {
      // Storage full or blocked: the choice still holds for this page.
    }
  },
}));
