/** Chromium's flags for every end-to-end test (playwright.config.ts, and the specs that need the full Chromium). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
]
