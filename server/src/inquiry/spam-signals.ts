/**
 * The signals that send an inquiry to the quarantine instead of delivery (docs/decisions/035).
 * Holding a real founder loses a lead; letting spam through costs a delete. So only the
 * honeypot and a JSON post without a valid proof of work hold on their own: every other signal
 * is soft, and an inquiry is held when two soft signals agree. `npm run bench:spam` measures the rules against a labelled corpus.
 */
import type { Inquiry } from '@inlet/shared/inquiry'
import { ownWords } from '@inlet/shared/prefill-rule'
import type { Logger } from 'pino'
import { foldText } from './fold-text.ts'
import { type JudgementStore, judgedAs } from './judgements.ts'
import type { QuarantineReason } from './queue.ts'
import { otherTeamsWithCopies, type RepeatStore, repeatEntryOf } from './repeats.ts'

// ---------------------------------------------------------------------------------------------
// What the text says

/** A link as spam writes it: with a scheme, or starting with www. */
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"'()]+/gi
/** Fewer words than this beside the links, and the links are all the message says. */
export const LINKS_MIN_WORDS = 5
/** A word: two letters or digits or more, or one Chinese or Japanese character. */
const WORD = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[\p{L}\p{N}]{2,}/gu

/** Links written as forum, HTML or Markdown markup: nobody types that into a contact form. */
const LINK_MARKUP = /\[url=|<a\s+href=|\]\(https?:\/\//i

/**
 * Links in markup, or links with no real words around them: the links take more than half of the characters
 * (spaces not counted) and fewer than LINKS_MIN_WORDS words are left. A founder's deck, demo
 * and calendar links come with a sentence, and a sentence is enough.
 */
export function isLinkDump(message: string): boolean {
  if (LINK_MARKUP.test(message)) return true
  const characters = message.replace(/\s/g, '').length
  let linked = 0
  for (const [link] of message.matchAll(LINK)) linked += link.length
  if (linked * 2 <= characters) return false
  return (message.replace(LINK, ' ').match(WORD)?.length ?? 0) < LINKS_MIN_WORDS
}

/**
 * The ways sales talk aimed at the studio reads, one pattern per way, over the folded text
 * (lower case, no punctuation: "$199" reads "199"). What it sells (a service, a price,
 * returns, goods, marketing, crypto) and how a form letter speaks to a stranger ("your
 * website", "dear sir", "kindly", "reply YES", a chat app, a notice to act on, "send me more
 * info"). A founder in SEO, lending or crypto names the trade and touches one of these; an offer
 * touches several.
 */
const OFFER_WAYS: Record<string, RegExp> = {
  service:
    /\b(?:we|i) (?:offer|provide|specialize|specialise|redesign|write|manage|post|do manual)\b|\b(?:we|i) (?:typically |can )?book (?:\d+ )?(?:qualified |sales )?(?:meetings|calls|appointments|demos|guests)\b|\b(?:we|i) can (?:help|get|boost|increase|improve|rank|build|bring|fix|send|deliver|provide|manage|connect|recover)\b|\bour (?:services|team of|agency|rates|pricing|prices|packages?|experts|writers|assistants|certified)\b|\b(?:development company|offshore|extra developers|skilled developers|my rate)\b|\bi m (?:a|an) (?:freelance|digital|seo|virtual|writer|designer|specialist|expert|account manager|editor)\b/,
  price:
    /\b(?:only \d+|\d+ (?:each|hour|per (?:hour|month|link|post|article)|a month|monthly)|starting (?:from|at)|fee|fees apply|price|pricing|quotation|competitive rates|discount|\d+ off|cheap|cheapest|affordable|no (?:obligation|credit check|collateral|deposit|survey|experience|prescription|hardware|recovery)|bad credit|free (?:audit|quote|report|analysis|scan|trial|setup|samples?|case evaluation|consultation|article|mint|hashpower|spins))\b/,
  returns:
    /\b(?:guaranteed|risk free|passive income|double your|\d+ (?:daily|weekly|a day|day|per (?:day|week|month))|work from home|daily (?:profit|payouts?|returns?)|\d+x|airdrop|pre ?sale|token sale|free mint|pump|meme coin|gem coin|binary options|forex|signals|vip group|withdraw anytime|minimum deposit|trading bot|arbitrage|cloud mining|hashpower|recover (?:your )?(?:lost|stolen)|stolen (?:funds|assets)|lost money|connect your wallet|recovery phrase|seed phrase|earn \d+|make \d+)\b/,
  goods:
    /\b(?:casinos?|slots|betting|bet id|free spins|bonus|viagra|cialis|pills|meds|pharmacy|prescription|replica|escort|singles|dating|keto|weight loss|crack|keygen|mod apk|iptv|followers|views|subs|buy (?:\d+ )?(?:\d+ star )?(?:google |yelp |real )?(?:reviews|likes)|gift card|essay|term papers?|plagiarism|cash advance|payday|movies|porn|казино|бонус)\b/,
  marketing:
    /\b(?:leads|lead (?:list|generation|research)|book(?:s|ed)? \d+ (?:qualified |sales )?(?:meetings|calls|appointments|demos)|meetings? per month|pay per (?:meeting|lead)|verified (?:emails?|contacts|database|list)|emails (?:and )?phone numbers|email list|outreach|virtual assistants?|outsourc\w*|white hat|explainer video|redesign|mobile friendly|outdated|guest (?:post|article|blog)|do ?follow|backlinks?|link (?:building|placement|insertion)|da \d+|domain authority|sponsored|first page|top (?:of|on) google|google (?:ads|reviews|rankings?)|keywords?|organic traffic|seo|more traffic|visitors|increase your|boost your|grow your)\b/,
  crypto: /\b(?:bitcoin|btc|eth|usdt|crypto\w*|tokens?|coins?|nfts?)\b/,
  addressed:
    /\byour (?:web ?site|site|homepage|business|company|brand|store|domain|listing|account|mailbox|password|invoice|package|wallet|funds|inbox|calendar|deal ?flow|sales|products|services|blog|glossary|next fund)\b|\b(?:businesses|studios|companies|firms) like yours\b/,
  stranger:
    /\b(?:dear (?:sir|madam|mam|website owner|business owner|owner|investor|customer|friend|sales|beneficiary)|hello dear|hello investor|greetings of the day|good day|hope this (?:email|message) finds you|wishing you a (?:lovely|great|nice) day)\b/,
  urgency:
    /\b(?:reply (?:yes|stop|pump|for|with|me)|kindly|contact (?:us|me) (?:today|now|asap)|click (?:here|below|the link|this link|on the link)|sign ?up|claim|order now|buy (?:now|with|on)|start now|apply now|act now|join (?:free|now|\d|our (?:vip|private|exclusive))|before it s too late|before (?:it expires|sold out|the coin)|don t miss|within \d+ (?:hours|business days)|expires?|final notice|urgent|immediately|limited (?:time|offer)|this week only|today only)\b/,
  chat: /\b(?:whats ?app|telegram|wechat|viber|skype)\b|微信/,
  notice:
    /\b(?:verify|validate|confirm (?:your|here|attendance|details)|suspended|frozen|locked|on hold|flagged|invoice|overdue|purchase order|refund|redeliver\w*|password|login|renew|legal action|copyright|sued|lawsuit|ada compliant|unusual activity|security (?:sync|update|alert))\b/,
  vague:
    /\b(?:interested in your (?:services|products)|send me more info\w*|more information|please (?:call|contact) me|best person to contact|business proposal|collaborat\w+|partnership opportunity|featured|feature an article|acquir\w+ your (?:company|business)|private buyer|all cash|company profile)\b/,
  leaving: /\b(?:unsubscribe|opt out|remove me)\b/,
}

/** How a founder writes about their own company: two of these and one offer point is forgiven. */
const FOUNDER_TALK =
  /\b(?:pre ?seed|seed round|series a|raising|fundrais\w*|mrr|arr|revenue|paying (?:customers|users|clients|subscribers)|customers|traction|pilot|patents?|co ?founders?|our (?:startup|product|platform|app|software|prototype|mvp)|we (?:built|are building|re building|launched|founded|started)|letter of intent|waitlist|beta|profitable|users|subscribers|growing|month over month|cap table|valuation|runway|burn)\b/g

/**
 * A link to a top-level domain that spam uses far more than companies do (the ones that sell
 * for cents): one more way of selling.
 */
const CHEAP_HOST =
  /\b(?:https?:\/\/|www\.)[^\s/<>"'()]*\.(?:top|icu|click|buzz|online|shop|fun|rest|bond|cfd|sbs|win|loan|bid|site|(?:ru|cn|in)\.(?:com|net))(?=[/\s<>"'():?]|$)/i

/** This many ways make an offer. */
export const OFFER_MIN = 2

/** How many ways a message sells, one forgiven when it also reads as a founder writing. */
export function offerScore(message: string): number {
  const folded = foldText(message)
  const ways =
    Object.values(OFFER_WAYS).filter((pattern) => pattern.test(folded)).length +
    (CHEAP_HOST.test(message) ? 1 : 0)
  const founder = new Set(folded.match(FOUNDER_TALK)).size >= 2
  return ways - (founder ? 1 : 0)
}

// ---------------------------------------------------------------------------------------------
// The verdict

/**
 * A fast typist's pace, about 100 words a minute: the corpus's founders type 2 to 5 characters a
 * second from the first touch, and nobody types a sales letter faster than this.
 */
export const TYPING_CHARS_PER_SECOND = 8

/**
 * The least time from the proof's issue (the first touch) to the post that is not `too-fast`:
 * `minOpenMs` for any text, and for an offer, the time to type it (docs/decisions/064). A paste
 * stays neutral for a founder's own words; a sales letter that arrives sooner than it can be
 * typed was pasted by a seller or sent by a script that waited out the trap.
 */
export function leastTypingMs(message: string, offer: boolean, minOpenMs: number): number {
  if (!offer) return minOpenMs
  return Math.max(minOpenMs, (1_000 * [...message].length) / TYPING_CHARS_PER_SECOND)
}

/** The thresholds (config: QUARANTINE_MIN_OPEN_MS, QUARANTINE_REPEAT_SENDERS; 0 turns one off). */
export interface SignalThresholds {
  /** Typing this fast is not a person (3000 ms). 0 turns the time trap (`too-fast`) off. */
  minOpenMs: number
  /** This many teams of senders (unrelated to each other) sending near-copies of one text within the hour (2). */
  repeatSenders: number
}

export interface SignalInput {
  inquiry: Inquiry
  /** The honeypot field carried text (and HONEYPOT is on). */
  honeypot: boolean
  /** Which door it came by: the JSON API (the site's script) or the form posted without it. */
  door: 'json' | 'form'
  /**
   * The signed issue time of a proof of work that passed every check (proof.ts), if any, and
   * whether it came after its expiry.
   */
  proof?: { issuedAt: number; stale?: boolean } | undefined
  /** A JSON post without a proof said the form could get none (PROOF_UNAVAILABLE_HEADER). */
  proofUnavailable?: boolean | undefined
  /** When it was posted (ms since the epoch): the typing time ends here. */
  postedAt: number
}

export interface SpamVerdict {
  /** Every signal found, in a fixed order. */
  signals: QuarantineReason[]
  /** Whether they hold the inquiry: a hard signal, or two soft signals. */
  hold: boolean
}

/**
 * Signals that hold alone: no person fills a field they cannot see, the JSON API's only
 * browser client is the site's own form, which sends a proof or says why it has none
 * (docs/decisions/047, 061), and `reported` is the studio's own judgement (docs/decisions/050).
 */
const HARD: ReadonlySet<QuarantineReason> = new Set(['honeypot', 'no-proof', 'reported'])
/** Soft signals that hold together. */
const SOFT_TO_HOLD = 2

/**
 * The signals an inquiry shows and whether they hold it. A repeat or judgement store that fails
 * (Redis away) costs only its signal.
 */
export async function judgeInquiry(
  { inquiry, honeypot, door, proof, proofUnavailable, postedAt }: SignalInput,
  repeats: RepeatStore,
  { minOpenMs, repeatSenders }: SignalThresholds,
  logger: Pick<Logger, 'warn'>,
  judgements?: Pick<JudgementStore, 'all'>,
): Promise<SpamVerdict> {
  const signals: QuarantineReason[] = []
  let judged = { reported: false, released: false }
  try {
    if (judgements) judged = judgedAs(inquiry, await judgements.all())
  } catch (error) {
    logger.warn({ err: (error as Error).message }, 'reported check skipped: its store failed')
  }
  if (honeypot) signals.push('honeypot')
  // Without a proof there is no typing time either: the proof's issue time is the only clock.
  if (!proof && door === 'form') signals.push('no-script')
  else if (!proof) signals.push(proofUnavailable ? 'proof-unavailable' : 'no-proof')
  // Our plumbing, or a founder away longer than a challenge lasts: soft, never a script's mark.
  if (proof?.stale) signals.push('stale-proof')
  // The founder's own words: the site's prefill (an opening for the page they came from) is
  // never a reason to hold (DECISIONS.md), neither as sales talk nor as typing.
  const own = ownWords(inquiry.message, inquiry)
  const offer = offerScore(own) >= OFFER_MIN
  if (proof && minOpenMs > 0 && postedAt - proof.issuedAt < leastTypingMs(own, offer, minOpenMs)) {
    signals.push('too-fast')
  }
  if (isLinkDump(inquiry.message)) signals.push('links')
  if (offer) signals.push('offer')
  if (repeatSenders > 0) {
    try {
      const entry = repeatEntryOf(inquiry)
      const earlier = entry ? await repeats.exchange(entry) : []
      // A near-copy of a text the studio released is a founder's, however often it comes.
      const repeated = entry && otherTeamsWithCopies(entry, earlier) + 1 >= repeatSenders
      if (repeated && !judged.released) signals.push('repeat')
    } catch (error) {
      logger.warn({ err: (error as Error).message }, 'repeat check skipped: its store failed')
    }
  }
  if (judged.reported) signals.push('reported')
  const soft = signals.filter((signal) => !HARD.has(signal)).length
  return { signals, hold: signals.some((signal) => HARD.has(signal)) || soft >= SOFT_TO_HOLD }
}
