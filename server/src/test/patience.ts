/**
 * How long a test waits before it calls something stuck: every wait of the tests (Vitest's
 * test and hook time-outs, the helpers' waits for mail, a server, Redis) is a base figure times
 * TEST_PATIENCE (default 1), so a slower or busier machine is given more time by one setting,
 * not by editing figures (issue 49). The base figures are generous on purpose: a wait ends on
 * the event it waits for, and only a stuck test ever reaches its time-out.
 */
const raw = process.env.TEST_PATIENCE ?? '1'
const factor = Number(raw)
if (!(factor > 0)) throw new Error(`TEST_PATIENCE must be a number above 0, not "${raw}"`)

/** `ms` scaled by TEST_PATIENCE. */
export const patient = (ms: number): number => Math.round(ms * factor)
