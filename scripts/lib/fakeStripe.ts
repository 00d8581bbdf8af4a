import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import Stripe from 'stripe'

/**
 * Stripe's HTTP API faked on loopback, for tests and benchmarks without the internet: the official SDK
 * is pointed at it (host, port, protocol). It keeps customers, subscriptions and invoices in memory; its
 * hosted "checkout" and "portal" pages complete a session or change a subscription, and every change is
 * sent to the site as a signed webhook, as Stripe would.
 */

type Json = Record<string, unknown>
type Outcome = 'paid' | 'failed'
type OffSessionOutcome = 'succeeded' | 'authentication_required' | 'card_declined'

export type FakeStripeOptions = {
  secretKey: string
  webhookSecret: string
  /** Where events are posted (the site's webhook address); none: events are only recorded. */
  webhookUrl?: string
  priceCents?: number
  /** Seconds since the epoch: the fake's clock, moved on by `advance`. */
  now?: () => number
}

const DAY = 86_400
const MONTH = 30 * DAY

/** Stripe's form encoding (`a[b][0][c]=1`) back into an object. */
export function parseStripeForm(body: string): Json {
  const root: Json = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '')
    let node: Json = root
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value
      else node = (node[part] ??= {}) as Json
    })
  }
  return root
}

const html = (title: string, body: string) =>
  `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  `<title>${title}</title></head><body style="font-family:sans-serif;max-width:30rem;margin:2rem auto;padding:0 1rem">` +
  `<p>Stripe (simulé pour les tests)</p><h1>${title}</h1>${body}</body></html>`

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export class FakeStripe {
  readonly customers = new Map<string, Json>()
  readonly subscriptions = new Map<string, Json>()
  readonly invoices = new Map<string, Json>()
  readonly checkoutSessions = new Map<string, Json>()
  readonly portalSessions = new Map<string, Json>()
  /** Connected accounts (Connect) and their onboarding links. */
  readonly accounts = new Map<string, Json>()
  readonly accountLinks = new Map<string, Json>()
  /** The owners' payments: deposits and fees, saved cards, refunds. */
  readonly paymentIntents = new Map<string, Json>()
  readonly setupIntents = new Map<string, Json>()
  readonly refunds = new Map<string, Json>()
  /** Card disputes (chargebacks) opened by the owners' banks. */
  readonly disputes = new Map<string, Json>()
  /** How the next off-session charge ends: paid, the bank asks the owner, or declined. */
  offSessionOutcome: OffSessionOutcome = 'succeeded'
  /** …or, for one customer, this (tests side by side each set their own owner's). */
  readonly offSessionOutcomes = new Map<string, OffSessionOutcome>()
  /** Every event sent, in order. */
  readonly events: Json[] = []
  /** Every API request: method and path. */
  readonly requests: { method: string; path: string }[] = []
  base = ''
  private server: Server | null = null
  private offset = 0
  private invoiceNumber = 0
  private readonly signer = new Stripe('sk_test_signer').webhooks
  /** How many of the next API calls answer 500 (Stripe down). */
  failingCalls = 0
  /** The next payments' outcome ("failed": the card is declined). */
  nextPayment: Outcome = 'paid'

  constructor(readonly options: FakeStripeOptions) {}

  now(): number {
    return (this.options.now?.() ?? Math.floor(Date.now() / 1000)) + this.offset
  }

  /** Moves the fake's clock on (a trial or a period ending is then `renew`'s business). */
  advance(seconds: number): void {
    this.offset += seconds
  }

  async start(port = 0): Promise<this> {
    this.server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => (body += chunk))
      request.on('end', () => {
        this.handle(request, body, response).catch((error: unknown) => {
          response.writeHead(500, { 'content-type': 'application/json' })
          response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }))
        })
      })
    })
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve))
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
  }

  private id(prefix: string): string {
    return `${prefix}_${randomBytes(10).toString('hex')}`
  }

  // --- What a test or a benchmark does to the fake -------------------------------------------------

  /** A customer, as the site's `customers.create` makes one. */
  addCustomer(metadata: Json = {}): string {
    const id = this.id('cus')
    this.customers.set(id, { id, object: 'customer', created: this.now(), metadata })
    return id
  }

  /** A hosted checkout opened for `customer`, as the site's `checkout.sessions.create` does. */
  openCheckout(customer: string, trialDays: number, successUrl = 'http://localhost/retour'): string {
    const id = this.id('cs')
    this.checkoutSessions.set(id, {
      id,
      object: 'checkout.session',
      status: 'open',
      mode: 'subscription',
      customer,
      url: `${this.base}/checkout/${id}`,
      success_url: successUrl,
      subscription_data: trialDays > 0 ? { trial_period_days: String(trialDays) } : {},
    })
    return id
  }

  /** Pays (or declines) the hosted checkout, as the groomer's click on its page does. */
  async completeCheckout(sessionId: string): Promise<string> {
    const session = this.checkoutSessions.get(sessionId)
    if (!session) throw new Error(`no checkout session ${sessionId}`)
    if (session.mode === 'payment' || session.mode === 'setup') return this.completeGuarantee(session)
    const customer = String(session.customer)
    const subscriptionData = (session.subscription_data ?? {}) as Json
    const trialDays = Number(subscriptionData.trial_period_days ?? 0)
    const now = this.now()
    const subscription = this.createSubscription(customer, trialDays > 0 ? now + trialDays * DAY : null)
    session.status = 'complete'
    session.subscription = subscription.id
    await this.send('customer.subscription.created', subscription)
    if (trialDays > 0) await this.send('invoice.paid', this.createInvoice(subscription, 0, 'paid'))
    else await this.charge(subscription)
    await this.send('checkout.session.completed', session)
    return String(session.success_url).replace('{CHECKOUT_SESSION_ID}', sessionId)
  }

  /** The owner pays the deposit or saves their card on the hosted page: the session completes. */
  private async completeGuarantee(session: Json): Promise<string> {
    const paymentMethod = this.id('pm')
    if (session.mode === 'payment') {
      const data = (session.payment_intent_data ?? {}) as Json
      const intent = {
        id: this.id('pi'),
        object: 'payment_intent',
        status: 'succeeded',
        amount: session.amount_total,
        amount_refunded: 0,
        currency: 'eur',
        customer: session.customer,
        payment_method: paymentMethod,
        on_behalf_of: data.on_behalf_of,
        transfer_data: data.transfer_data,
        application_fee_amount: Number(data.application_fee_amount ?? 0),
        metadata: session.metadata ?? {},
      }
      this.paymentIntents.set(intent.id, intent)
      Object.assign(session, { payment_intent: intent.id, payment_status: 'paid' })
    } else {
      const intent = { id: this.id('seti'), object: 'setup_intent', status: 'succeeded', payment_method: paymentMethod }
      this.setupIntents.set(intent.id, intent)
      Object.assign(session, { setup_intent: intent.id, payment_status: 'no_payment_required' })
    }
    session.status = 'complete'
    await this.send('checkout.session.completed', session)
    return String(session.success_url)
  }

  /** The owner's bank disputes a payment: Stripe opens a dispute and tells the platform. */
  async openDispute(paymentIntentId: string, reason = 'fraudulent'): Promise<Json> {
    const intent = this.paymentIntents.get(paymentIntentId)
    if (!intent) throw new Error(`no payment intent ${paymentIntentId}`)
    const dispute: Json = {
      id: this.id('dp'),
      object: 'dispute',
      amount: intent.amount,
      currency: 'eur',
      charge: this.id('ch'),
      payment_intent: paymentIntentId,
      reason,
      status: 'needs_response',
      created: this.now(),
      evidence_details: { due_by: this.now() + 7 * DAY, has_evidence: false, submission_count: 0 },
    }
    this.disputes.set(String(dispute.id), dispute)
    await this.send('charge.dispute.created', dispute)
    return dispute
  }

  /** The bank decides: the platform keeps the money (won) or gives it back (lost). */
  async closeDispute(disputeId: string, outcome: 'won' | 'lost'): Promise<Json> {
    const dispute = this.disputes.get(disputeId)
    if (!dispute) throw new Error(`no dispute ${disputeId}`)
    dispute.status = outcome
    await this.send('charge.dispute.closed', dispute)
    return dispute
  }

  /** The page closes unpaid (its time ran out, or the site closed it). */
  async expireCheckout(sessionId: string): Promise<Json> {
    const session = this.checkoutSessions.get(sessionId)
    if (!session) throw new Error(`no checkout session ${sessionId}`)
    if (session.status === 'open') {
      session.status = 'expired'
      await this.send('checkout.session.expired', session)
    }
    return session
  }

  /** The period (or the trial) ends now: Stripe charges the next month, with `nextPayment`'s outcome. */
  async renew(subscriptionId: string): Promise<void> {
    const subscription = this.subscription(subscriptionId)
    if (subscription.cancel_at_period_end) return this.end(subscriptionId)
    const item = this.item(subscription)
    item.current_period_start = this.now()
    item.current_period_end = this.now() + MONTH
    await this.charge(subscription)
  }

  /** A cancelled subscription reaches its period's end. */
  async end(subscriptionId: string): Promise<void> {
    const subscription = this.subscription(subscriptionId)
    subscription.status = 'canceled'
    subscription.ended_at = this.now()
    subscription.canceled_at ??= this.now()
    await this.send('customer.subscription.deleted', subscription)
  }

  /** The customer pays what is open (a new card in the portal): the subscription is active again. */
  async payOpenInvoices(customerId: string): Promise<void> {
    for (const invoice of this.invoices.values()) {
      if (invoice.customer !== customerId || invoice.status !== 'open') continue
      invoice.status = 'paid'
      invoice.amount_paid = invoice.amount_due
      await this.send('invoice.paid', invoice)
    }
    for (const subscription of this.subscriptions.values()) {
      if (subscription.customer !== customerId || !['past_due', 'unpaid'].includes(String(subscription.status)))
        continue
      subscription.status = 'active'
      await this.send('customer.subscription.updated', subscription)
    }
  }

  async cancelAtPeriodEnd(subscriptionId: string): Promise<void> {
    const subscription = this.subscription(subscriptionId)
    subscription.cancel_at_period_end = true
    subscription.canceled_at = this.now()
    await this.send('customer.subscription.updated', subscription)
  }

  /** The groomer goes through the hosted onboarding to its end: the account may take payments. */
  async completeOnboarding(linkId: string): Promise<string> {
    const link = this.accountLinks.get(linkId)
    if (!link) throw new Error(`no account link ${linkId}`)
    const account = this.accounts.get(String(link.account))!
    Object.assign(account, { details_submitted: true, charges_enabled: true, payouts_enabled: true })
    await this.send('account.updated', account, { account: account.id })
    return String(link.return_url)
  }

  /** The `Stripe-Signature` header Stripe sends with `body`. */
  signBody(body: string): string {
    return this.signer.generateTestHeaderString({ payload: body, secret: this.options.webhookSecret })
  }

  /** A signed webhook request for `event`, as Stripe sends it. */
  signed(event: Json): { body: string; signature: string } {
    const body = JSON.stringify(event, null, 2)
    return { body, signature: this.signBody(body) }
  }

  /** The event Stripe would send for `object` (not sent). */
  event(type: string, object: Json, extra: Json = {}): Json {
    return {
      ...extra,
      id: this.id('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: this.now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    }
  }

  subscriptionOf(customerId: string): Json | undefined {
    return [...this.subscriptions.values()].reverse().find((subscription) => subscription.customer === customerId)
  }

  // --- Stripe's objects ----------------------------------------------------------------------------

  private subscription(id: string): Json {
    const subscription = this.subscriptions.get(id)
    if (!subscription) throw new Error(`no subscription ${id}`)
    return subscription
  }

  private item(subscription: Json): Json {
    return ((subscription.items as Json).data as Json[])[0]!
  }

  private createSubscription(customer: string, trialEnd: number | null): Json {
    const now = this.now()
    const subscription: Json = {
      id: this.id('sub'),
      object: 'subscription',
      customer,
      status: trialEnd ? 'trialing' : 'incomplete',
      created: now,
      trial_start: trialEnd ? now : null,
      trial_end: trialEnd,
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      metadata: {},
      items: {
        object: 'list',
        data: [
          {
            id: this.id('si'),
            object: 'subscription_item',
            current_period_start: now,
            current_period_end: trialEnd ?? now + MONTH,
            price: { id: 'price_fake_monthly', object: 'price', unit_amount: this.priceCents, currency: 'eur' },
            quantity: 1,
          },
        ],
      },
    }
    this.subscriptions.set(String(subscription.id), subscription)
    return subscription
  }

  private get priceCents(): number {
    return this.options.priceCents ?? 2900
  }

  private createInvoice(subscription: Json, amount: number, status: 'paid' | 'open'): Json {
    const id = this.id('in')
    this.invoiceNumber += 1
    const invoice: Json = {
      id,
      object: 'invoice',
      customer: subscription.customer,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
      number: `MT-${String(this.invoiceNumber).padStart(6, '0')}`,
      created: this.now(),
      currency: 'eur',
      subtotal: amount,
      total: Math.round(amount * 1.2),
      amount_due: Math.round(amount * 1.2),
      amount_paid: status === 'paid' ? Math.round(amount * 1.2) : 0,
      status,
      invoice_pdf: `${this.base}/invoices/${id}.pdf`,
      hosted_invoice_url: `${this.base}/invoices/${id}`,
    }
    this.invoices.set(id, invoice)
    return invoice
  }

  private async charge(subscription: Json): Promise<void> {
    const paid = this.nextPayment === 'paid'
    const invoice = this.createInvoice(subscription, this.priceCents, paid ? 'paid' : 'open')
    subscription.status = paid ? 'active' : 'past_due'
    await this.send('customer.subscription.updated', subscription)
    await this.send(paid ? 'invoice.paid' : 'invoice.payment_failed', invoice)
  }

  private async send(type: string, object: Json, extra: Json = {}): Promise<void> {
    const event = this.event(type, object, extra)
    this.events.push(event)
    if (!this.options.webhookUrl) return
    const { body, signature } = this.signed(event)
    const response = await fetch(this.options.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    })
    if (!response.ok) throw new Error(`webhook ${type} answered ${response.status}: ${await response.text()}`)
  }

  // --- HTTP ----------------------------------------------------------------------------------------

  private async handle(request: IncomingMessage, body: string, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake')
    const method = request.method ?? 'GET'
    const path = url.pathname
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(value))
    }
    const page = (title: string, content: string) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(html(title, content))
    }
    const redirect = (to: string) => {
      response.writeHead(303, { location: to })
      response.end()
    }
    const notFound = () => json(404, { error: { type: 'invalid_request_error', message: `No such path ${path}` } })

    // Hosted pages (the groomer's browser).
    let match = /^\/checkout\/(cs_\w+)(\/pay)?$/.exec(path)
    if (match) {
      const session = this.checkoutSessions.get(match[1]!)
      if (!session) return notFound()
      if (method === 'POST' && match[2]) return redirect(await this.completeCheckout(match[1]!))
      if (session.mode === 'payment' || session.mode === 'setup')
        return page(
          session.mode === 'payment' ? 'Acompte' : 'Empreinte bancaire',
          `<p>${session.mode === 'payment' ? `${(Number(session.amount_total) / 100).toFixed(2).replace('.', ',')} €` : 'Carte enregistrée, rien n’est débité.'}</p>` +
            `<form method="post" action="/checkout/${match[1]}/pay"><button type="submit">${session.mode === 'payment' ? 'Payer' : 'Enregistrer ma carte'}</button></form>` +
            `<p><a href="${escape(String(session.cancel_url))}">Retour</a></p>`,
        )
      const trial = Number((session.subscription_data as Json | undefined)?.trial_period_days ?? 0)
      return page(
        'Abonnement Mon Toiletteur',
        `<p>${(this.priceCents / 100).toFixed(2).replace('.', ',')} € HT par mois${trial ? `, ${trial} jours d’essai` : ''}.</p>` +
          `<form method="post" action="/checkout/${match[1]}/pay"><button type="submit">S’abonner</button></form>` +
          `<p><a href="${escape(String(session.cancel_url))}">Retour</a></p>`,
      )
    }
    match = /^\/portal\/(bps_\w+)(?:\/(pay|cancel))?$/.exec(path)
    if (match) {
      const session = this.portalSessions.get(match[1]!)
      if (!session) return notFound()
      const customer = String(session.customer)
      if (method === 'POST' && match[2] === 'pay') {
        this.nextPayment = 'paid'
        await this.payOpenInvoices(customer)
        return redirect(String(session.return_url))
      }
      const subscription = this.subscriptionOf(customer)
      if (method === 'POST' && match[2] === 'cancel' && subscription) {
        await this.cancelAtPeriodEnd(String(subscription.id))
        return redirect(String(session.return_url))
      }
      return page(
        'Votre abonnement',
        `<form method="post" action="/portal/${match[1]}/pay"><button type="submit">Mettre à jour le moyen de paiement</button></form>` +
          `<form method="post" action="/portal/${match[1]}/cancel"><button type="submit">Annuler l’abonnement</button></form>` +
          `<p><a href="${escape(String(session.return_url))}">Retour</a></p>`,
      )
    }
    match = /^\/connect\/(acctlink_\w+)(\/done)?$/.exec(path)
    if (match) {
      const link = this.accountLinks.get(match[1]!)
      if (!link) return notFound()
      if (method === 'POST' && match[2]) return redirect(await this.completeOnboarding(match[1]!))
      return page(
        'Vos informations de paiement',
        `<p>Identité, adresse et IBAN du toiletteur.</p>` +
          `<form method="post" action="/connect/${match[1]}/done"><button type="submit">Terminer</button></form>` +
          `<p><a href="${escape(String(link.refresh_url))}">Revenir plus tard</a></p>`,
      )
    }
    match = /^\/invoices\/(in_\w+)\.pdf$/.exec(path)
    if (match && this.invoices.has(match[1]!)) {
      response.writeHead(200, { 'content-type': 'application/pdf' })
      response.end(`%PDF-1.4\n% Facture ${this.invoices.get(match[1]!)!.number}\n%%EOF\n`)
      return
    }

    // What a test does to Stripe's clock (not Stripe's API): a period ends, paid or declined; a
    // cancelled subscription reaches its end.
    match = /^\/_fake\/customers\/(cus_\w+)\/(renew|end)$/.exec(path)
    if (match && method === 'POST') {
      const subscription = this.subscriptionOf(match[1]!)
      if (!subscription) return notFound()
      if (match[2] === 'end') await this.end(String(subscription.id))
      else {
        this.nextPayment = url.searchParams.get('outcome') === 'failed' ? 'failed' : 'paid'
        await this.renew(String(subscription.id))
      }
      return json(200, subscription)
    }

    // What a test does to an owner's bank: the next off-session charges' outcome; a dispute of a
    // payment, then its decision.
    match = /^\/_fake\/customers\/(cus_\w+)\/off-session-outcome$/.exec(path)
    if (match && method === 'POST') {
      const outcome = url.searchParams.get('outcome')
      if (outcome !== 'succeeded' && outcome !== 'authentication_required' && outcome !== 'card_declined')
        return notFound()
      this.offSessionOutcomes.set(match[1]!, outcome)
      return json(200, { outcome })
    }
    match = /^\/_fake\/payment_intents\/(pi_\w+)\/dispute$/.exec(path)
    if (match && method === 'POST') {
      if (!this.paymentIntents.has(match[1]!)) return notFound()
      return json(200, await this.openDispute(match[1]!, url.searchParams.get('reason') ?? 'fraudulent'))
    }
    match = /^\/_fake\/disputes\/(dp_\w+)\/(won|lost)$/.exec(path)
    if (match && method === 'POST') {
      if (!this.disputes.has(match[1]!)) return notFound()
      return json(200, await this.closeDispute(match[1]!, match[2] as 'won' | 'lost'))
    }

    // The API (the site's server, through the SDK).
    if (!path.startsWith('/v1/')) return notFound()
    this.requests.push({ method, path })
    if (this.failingCalls > 0) {
      this.failingCalls -= 1
      return json(500, { error: { type: 'api_error', message: 'Stripe simulé indisponible' } })
    }
    if (request.headers.authorization !== `Bearer ${this.options.secretKey}`)
      return json(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } })
    const params = parseStripeForm(method === 'GET' ? url.searchParams.toString() : body)
    const list = (data: Json[]) =>
      json(200, { object: 'list', data: data.slice(0, Number(params.limit ?? 10)), has_more: false, url: path })

    if (method === 'POST' && path === '/v1/customers') {
      // Stripe answers the same customer to a repeated idempotency key.
      const key = String(request.headers['idempotency-key'] ?? '')
      const known = [...this.customers.values()].find((customer) => key && customer.idempotency_key === key)
      if (known) return json(200, known)
      const customer = { id: this.id('cus'), object: 'customer', created: this.now(), idempotency_key: key, ...params }
      this.customers.set(customer.id, customer)
      return json(200, customer)
    }
    match = /^\/v1\/customers\/(cus_\w+)$/.exec(path)
    if (match) {
      const customer = this.customers.get(match[1]!)
      if (!customer) return json(404, { error: { type: 'invalid_request_error', message: 'No such customer' } })
      if (method === 'POST') Object.assign(customer, params)
      return json(200, customer)
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (!this.customers.has(String(params.customer)))
        return json(400, { error: { type: 'invalid_request_error', message: 'No such customer' } })
      const id = this.id('cs')
      const item = ((params.line_items as Json | undefined)?.['0'] ?? null) as Json | null
      const priceData = (item?.price_data ?? null) as Json | null
      const amount = priceData ? Number(priceData.unit_amount) * Number(item?.quantity ?? 1) : null
      const session = {
        id,
        object: 'checkout.session',
        status: 'open',
        url: `${this.base}/checkout/${id}`,
        ...params,
        ...(params.expires_at ? { expires_at: Number(params.expires_at) } : {}),
        amount_total: amount,
        payment_intent: null,
        setup_intent: null,
      }
      this.checkoutSessions.set(id, session)
      return json(200, session)
    }
    match = /^\/v1\/checkout\/sessions\/(cs_\w+)(\/expire)?$/.exec(path)
    if (match) {
      const session = this.checkoutSessions.get(match[1]!)
      if (!session) return notFound()
      if (method === 'POST' && match[2]) {
        if (session.status !== 'open')
          return json(400, { error: { type: 'invalid_request_error', message: 'Session is not open' } })
        return json(200, await this.expireCheckout(match[1]!))
      }
      return json(200, session)
    }
    match = /^\/v1\/(payment_intents|setup_intents)\/(\w+)$/.exec(path)
    if (method === 'GET' && match) {
      const found = (match[1] === 'payment_intents' ? this.paymentIntents : this.setupIntents).get(match[2]!)
      return found ? json(200, found) : notFound()
    }
    match = /^\/v1\/disputes\/(dp_\w+)$/.exec(path)
    if (method === 'GET' && match) {
      const dispute = this.disputes.get(match[1]!)
      if (!dispute) return notFound()
      // The SDK sends `expand[0]=payment_intent`.
      const expanded = [...url.searchParams].some(
        ([key, value]) => key.startsWith('expand') && value === 'payment_intent',
      )
      return json(
        200,
        expanded ? { ...dispute, payment_intent: this.paymentIntents.get(String(dispute.payment_intent)) } : dispute,
      )
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const key = String(request.headers['idempotency-key'] ?? '')
      const known = [...this.refunds.values()].find((refund) => key && refund.idempotency_key === key)
      if (known) return json(200, known)
      const intent = this.paymentIntents.get(String(params.payment_intent))
      if (!intent) return json(400, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } })
      const left = Number(intent.amount) - Number(intent.amount_refunded)
      const amount = params.amount === undefined ? left : Number(params.amount)
      if (amount > left || amount <= 0)
        return json(400, {
          error: { type: 'invalid_request_error', code: 'amount_too_large', message: 'Refund exceeds' },
        })
      intent.amount_refunded = Number(intent.amount_refunded) + amount
      const refund = {
        ...params,
        id: this.id('re'),
        object: 'refund',
        status: 'succeeded',
        amount,
        idempotency_key: key,
      }
      this.refunds.set(refund.id, refund)
      await this.send('charge.refunded', { ...intent, object: 'payment_intent' })
      return json(200, refund)
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const key = String(request.headers['idempotency-key'] ?? '')
      const known = [...this.paymentIntents.values()].find((intent) => key && intent.idempotency_key === key)
      if (known) return json(200, known)
      const outcome = this.offSessionOutcomes.get(String(params.customer)) ?? this.offSessionOutcome
      const intent = {
        ...params,
        id: this.id('pi'),
        object: 'payment_intent',
        amount: Number(params.amount),
        amount_refunded: 0,
        currency: 'eur',
        idempotency_key: key,
        application_fee_amount: Number(params.application_fee_amount ?? 0),
        status:
          outcome === 'succeeded'
            ? 'succeeded'
            : outcome === 'authentication_required'
              ? 'requires_action'
              : 'requires_payment_method',
      }
      this.paymentIntents.set(intent.id, intent)
      if (outcome === 'succeeded') return json(200, intent)
      return json(402, {
        error: {
          type: 'card_error',
          code: outcome,
          message: outcome === 'card_declined' ? 'Your card was declined.' : 'Authentication required.',
          payment_intent: intent,
        },
      })
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const id = this.id('bps')
      const session = { id, object: 'billing_portal.session', url: `${this.base}/portal/${id}`, ...params }
      this.portalSessions.set(id, session)
      return json(200, session)
    }
    if (method === 'GET' && path === '/v1/subscriptions') {
      const all = [...this.subscriptions.values()].reverse()
      return list(all.filter((subscription) => !params.customer || subscription.customer === params.customer))
    }
    match = /^\/v1\/subscriptions\/(sub_\w+)$/.exec(path)
    if (method === 'GET' && match) {
      const subscription = this.subscriptions.get(match[1]!)
      return subscription ? json(200, subscription) : notFound()
    }
    if (method === 'POST' && path === '/v1/accounts') {
      // Stripe answers the same account to a repeated idempotency key.
      const key = String(request.headers['idempotency-key'] ?? '')
      const known = [...this.accounts.values()].find((account) => key && account.idempotency_key === key)
      if (known) return json(200, known)
      const id = `acct_${randomBytes(8).toString('hex')}`
      const account = {
        id,
        object: 'account',
        type: 'express',
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        idempotency_key: key,
        ...params,
      }
      this.accounts.set(id, account)
      return json(200, account)
    }
    match = /^\/v1\/accounts\/(acct_\w+)$/.exec(path)
    if (method === 'GET' && match) {
      const account = this.accounts.get(match[1]!)
      return account ? json(200, account) : notFound()
    }
    if (method === 'POST' && path === '/v1/account_links') {
      if (!this.accounts.has(String(params.account)))
        return json(400, { error: { type: 'invalid_request_error', message: 'No such account' } })
      const id = this.id('acctlink')
      const link = { id, object: 'account_link', url: `${this.base}/connect/${id}`, ...params }
      this.accountLinks.set(id, link)
      return json(200, link)
    }
    if (method === 'GET' && path === '/v1/invoices') {
      const all = [...this.invoices.values()].reverse()
      return list(all.filter((invoice) => !params.customer || invoice.customer === params.customer))
    }
    return notFound()
  }
}
