/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'server' (default): POST /api/pageviews; 'off': no tracker. */
  readonly VITE_ANALYTICS?: 'server' | 'off';
  /** Set to use a Plausible-compatible endpoint instead (static hosting). */
  readonly VITE_PLAUSIBLE_DOMAIN?: string;
  readonly VITE_PLAUSIBLE_ENDPOINT?: string;
}
