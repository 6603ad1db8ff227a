import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { DeliveryMetrics } from './delivery/delivery.ts'
import { QUEUE_STATES, type QuarantineReason, type QueueState } from './inquiry/queue.ts'

/**
 * The server's Prometheus metrics, one registry per app: inquiries accepted and rejected,
 * emails, retries, dead letters, queue depth, delivery latency, and the process's defaults.
 */
export function createMetrics(queueCounts: () => Promise<Record<QueueState, number>>) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const registers = [registry]

  const accepted = new Counter({
    name: 'inlet_inquiries_accepted_total',
    help: 'Inquiries stored with a 202 (repeats under the same Idempotency-Key not counted).',
    registers,
  })
  const rejected = new Counter({
    name: 'inlet_inquiries_rejected_total',
    help: 'Inquiry submissions answered with an error, by error code.',
    labelNames: ['code'],
    registers,
  })
  const quarantined = new Counter({
    name: 'inlet_inquiries_quarantined_total',
    help: 'Inquiries stored in the quarantine as suspected spam, by reason (one inquiry may count under several).',
    labelNames: ['reason'],
    registers,
  })
  const emailsSent = new Counter({
    name: 'inlet_emails_sent_total',
    help: 'Emails accepted by the SMTP server, by kind.',
    labelNames: ['kind'],
    registers,
  })
  const emailsFailed = new Counter({
    name: 'inlet_emails_failed_total',
    help: 'Emails the SMTP server did not accept, by kind.',
    labelNames: ['kind'],
    registers,
  })
  const retries = new Counter({
    name: 'inlet_delivery_retries_total',
    help: 'Failed delivery attempts that will be retried.',
    registers,
  })
  const dead = new Counter({
    name: 'inlet_inquiries_dead_total',
    help: 'Inquiries moved to the dead letter (retry window over, or refused for good).',
    registers,
  })
  const latency = new Histogram({
    name: 'inlet_delivery_latency_seconds',
    help: 'From acceptance until the last email of an inquiry was sent.',
    buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 1800, 3600, 6 * 3600, 24 * 3600],
    registers,
  })
  const hooksSent = new Counter({
    name: 'inlet_webhook_deliveries_total',
    help: 'Webhook and Slack posts answered with a 2xx, by endpoint host.',
    labelNames: ['host'],
    registers,
  })
  const hooksFailed = new Counter({
    name: 'inlet_webhook_failures_total',
    help: 'Webhook and Slack posts that failed (error, time-out, any status but 2xx), by endpoint host.',
    labelNames: ['host'],
    registers,
  })
  const bounced = new Counter({
    name: 'inlet_confirmations_bounced_total',
    help: "Confirmations the founder's mail server refused for good, the studio's email sent (noted in the digest, no alert).",
    registers,
  })
  new Gauge({
    name: 'inlet_queue_depth',
    help: 'Inquiries in the queue by state (pending, sent, dead, quarantine), shared by all replicas with Redis.',
    labelNames: ['state'],
    registers,
    async collect() {
      const counts = await queueCounts().catch(() => undefined)
      if (!counts) return // the queue is unreachable: no stale number
      for (const state of QUEUE_STATES) this.set({ state }, counts[state])
    },
  })

  const delivery: DeliveryMetrics = {
    emailSent: (kind) => emailsSent.inc({ kind }),
    emailFailed: (kind) => emailsFailed.inc({ kind }),
    retried: () => retries.inc(),
    dead: () => dead.inc(),
    delivered: (ms) => latency.observe(ms / 1000),
    hookSent: (host) => hooksSent.inc({ host }),
    hookFailed: (host) => hooksFailed.inc({ host }),
    confirmationBounced: () => bounced.inc(),
  }
  return {
    registry,
    delivery,
    accepted: () => accepted.inc(),
    rejected: (code: string) => rejected.inc({ code }),
    quarantined: (reason: QuarantineReason) => quarantined.inc({ reason }),
  }
}

export type Metrics = ReturnType<typeof createMetrics>
