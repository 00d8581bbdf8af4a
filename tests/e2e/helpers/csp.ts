import type { Page } from '@playwright/test'

type Violation = { directive: string; blocked: string; sample: string; page: string }

/**
 * Records every Content-Security-Policy violation of `page` (the DOM event, from an init script
 * in each document) and every console message about one. `read()` returns both.
 */
export async function watchCsp(page: Page) {
  const console: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame|create)/i.test(message.text()))
      console.push(`${page.url()}: ${message.text()}`)
  })
  await page.addInitScript(() => {
    const holder = window as unknown as { __cspViolations: Violation[] }
    holder.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      holder.__cspViolations.push({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        page: location.pathname,
      })
    })
  })
  return {
    async read(): Promise<string[]> {
      const events = await page.evaluate(
        () => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? [],
      )
      return [...console, ...events.map((v) => `${v.page}: ${v.directive} blocked ${v.blocked} ${v.sample}`)]
    },
  }
}
