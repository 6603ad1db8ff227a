/** The glossary's 30 terms: loaded with its region, not with the page (docs/decisions/045). */
export interface GlossaryEntry {
  term: string
  definition: string
  /** Slug of the article that explains the term best, when one does. */
  article?: string
}

/**
 * A term's anchor on /resources/glossary: the term before any " (", lower-cased, with
 * every run of other characters collapsed to "-" ("ARR (Annual Recurring Revenue)" → "arr").
 */
export function glossaryId(term: string): string {
  return term
    .replace(/ \(.*$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** 30 terms, sorted alphabetically by term (case-insensitive). */
export const glossary: readonly GlossaryEntry[] = [
  {
    term: 'Anti-dilution Protection',
    definition:
      'A clause in preferred stock terms that lowers an investor’s conversion price if the company later sells shares at a lower price than the investor paid, known as a down round. The broad-based weighted-average formula is the market standard and adjusts only partly; a full ratchet resets the price all the way to the new, lower price and is far harsher on founders.',
    article: 'raising-capital-during-market-uncertainty',
  },
  {
    term: 'ARR (Annual Recurring Revenue)',
    definition:
      'The yearly value of the subscription or contracted revenue a company expects to keep receiving, usually calculated as monthly recurring revenue multiplied by twelve. One-off fees for setup, hardware or consulting are left out.',
    article: 'new-fundraising-stack-tools-tactics-technologies',
  },
  {
    term: 'Burn Multiple',
    definition:
      'Net burn divided by net new annual recurring revenue over the same period: how many dollars a company spends to add each new dollar of ARR. Burning $1.5M to add $1M of net new ARR is a burn multiple of 1.5. Lower is more efficient; at an early stage, a figure under 2 is widely read as healthy and one above 3 invites hard questions.',
    article: 'raising-capital-during-market-uncertainty',
  },
  {
    term: 'Burn Rate',
    definition:
      'How much cash a company uses each month. Gross burn is total monthly spending; net burn is spending minus the cash that comes in, and it is the figure used to work out runway.',
    article: 'raising-capital-during-market-uncertainty',
  },
  {
    term: 'CAC (Customer Acquisition Cost)',
    definition:
      'The total sales and marketing cost of winning new customers over a period, divided by the number of new customers won in that period. It is most useful read alongside customer lifetime value and the number of months it takes to earn the cost back.',
    article: 'optimizing-business-model-scalable-growth',
  },
  {
    term: 'Cap Table',
    definition:
      'Short for capitalization table: the record of who owns what in a company, including common and preferred shares, stock options, warrants and convertible instruments such as SAFEs and notes. Investors check it in due diligence, and founders use it to model how each new round will dilute existing holders.',
    article: 'new-fundraising-stack-tools-tactics-technologies',
  },
  {
    term: 'Dilution',
    definition:
      'The drop in existing shareholders’ ownership percentage when a company issues new shares, for example in a funding round or when it enlarges its option pool. Dilution is not a loss by itself: a smaller slice of a company that is worth more can be worth more than a larger slice was.',
    article: 'unlocking-capital-creative-fundraising-2025',
  },
  {
    term: 'Due Diligence',
    definition:
      'The investigation an investor, buyer or partner carries out before closing a deal, covering financials, contracts, the cap table, IP ownership, legal matters and customer references. Good founders run their own diligence in return, speaking with other founders an investor has backed.',
    article: 'new-fundraising-stack-tools-tactics-technologies',
  },
  {
    term: 'Freedom to Operate',
    definition:
      'An analysis, normally prepared by a patent attorney, of whether making or selling a product in a given country risks infringing someone else’s patents that are still in force there. It is a separate question from patentability: holding your own patent does not guarantee you are free to sell your product.',
    article: 'lessons-learned-building-startup-studio',
  },
  {
    term: 'Go-to-Market Strategy',
    definition:
      'The plan for how a product reaches and wins its first customers: which segment to target, how to position and price the offer, and which sales and marketing channels to use. A useful one names specific buyers and a repeatable way of reaching them.',
  },
  {
    term: 'Joint Venture',
    definition:
      'An arrangement in which two or more parties combine money, skills or assets to pursue a defined business, sharing its control, costs and returns under a written agreement. It can be a new company the parties own together or a purely contractual partnership.',
    article: 'lessons-learned-building-startup-studio',
  },
  {
    term: 'Licensing',
    definition:
      'Giving another party permission to use intellectual property such as a patent, trademark, software or brand on agreed terms, usually in return for an upfront fee, royalties or both, while the owner keeps ownership. A license can be exclusive or non-exclusive and limited by field of use, territory and duration.',
    article: 'business-model-transformation-pitfalls-best-practices',
  },
  {
    term: 'Liquidation Preference',
    definition:
      'The right of preferred shareholders to be paid before common shareholders when a company is sold or wound up. The common standard is a 1x non-participating preference, under which investors take either their money back or their share of the proceeds as if converted to common stock, whichever is greater; a participating preference lets them take both.',
    article: 'raising-capital-during-market-uncertainty',
  },
  {
    term: 'MFN (Most Favored Nation)',
    definition:
      'A clause that lets an earlier investor adopt better terms the company later gives another investor on the same kind of instrument, such as a lower valuation cap on a later SAFE. It protects early backers, but it can quietly reprice a whole stack of SAFEs or notes, so keep track of which holders have one before offering new terms.',
    article: 'unlocking-capital-creative-fundraising-2025',
  },
  {
    term: 'MRR (Monthly Recurring Revenue)',
    definition:
      'Predictable subscription revenue expressed as a monthly amount, with annual contracts divided by twelve. Tracking new, expansion, contraction and churned MRR separately shows what is really driving growth.',
  },
  {
    term: 'Option Pool',
    definition:
      'A block of shares set aside for future stock option grants to employees, advisers and other service providers. Investors often ask for the pool to be created or enlarged before their money goes in, which means the dilution falls on the existing shareholders rather than on the new investor.',
    article: 'raising-capital-during-market-uncertainty',
  },
  {
    term: 'PCT Application',
    definition:
      'An international patent application filed under the Patent Cooperation Treaty, normally within 12 months of your first filing so that it can claim that filing’s priority date. It does not produce a worldwide patent, but it keeps your options open in more than 150 member countries and lets you put off the expensive national filings until about 30 months from the priority date.',
  },
  {
    term: 'Post-money Valuation',
    definition:
      'The value of a company immediately after a new investment: the pre-money valuation, its agreed value just before the money comes in, plus the new money. The investor’s stake equals the investment divided by the post-money: $500K invested at a $4.5M pre-money valuation makes a $5M post-money company and buys 10% of it.',
    article: 'new-fundraising-stack-tools-tactics-technologies',
  },
  {
    term: 'Prior Art',
    definition:
      'Any evidence that an invention was already known before a patent application was filed, including earlier patents, published applications, articles, products on sale and public talks or demos. Patent examiners use it to judge whether an invention is new and non-obvious. Your own public disclosures count too, and while the US allows a one-year grace period for an inventor’s own disclosure, most other countries do not, so file before you publish or pitch in public.',
  },
  {
    term: 'Pro Rata Rights',
    definition:
      'An investor’s right, but not obligation, to buy enough shares in future rounds to keep the same ownership percentage. These rights are often granted in a side letter or the investment documents and are sometimes limited to investors above a set size.',
    article: 'find-right-founder-investor-fit',
  },
  {
    term: 'Product-Market Fit',
    definition:
      'The stage at which a product meets a strong, specific demand, so customers buy, keep using and recommend it without heavy pushing. Common signals are retention curves that flatten rather than fall to zero, growing word-of-mouth, and customers who say they would be very disappointed to lose the product.',
  },
  {
    term: 'Provisional Patent Application',
    definition:
      'A lower-cost US patent filing that secures a priority date and lets you describe an invention as patent pending. It is never examined and can never become a patent on its own: you must file a non-provisional or PCT application within 12 months to claim its date. It protects only what it actually describes, so a thin provisional gives thin protection.',
  },
  {
    term: 'Runway',
    definition:
      'How many months a company can keep operating before it runs out of cash, calculated as cash on hand divided by monthly net burn. Because a funding round often takes three to six months to close, many founders start raising with at least nine to twelve months of runway left.',
    article: 'raising-capital-during-market-uncertainty',
  },
  {
    term: 'SAFE (Simple Agreement for Future Equity)',
    definition:
      'An investment contract that gives the investor the right to receive shares at a future priced round, usually on the better of a valuation cap or a discount. It is not debt, so it carries no interest and no maturity date. The post-money SAFE, now the common version, makes it easier to see how much of the company each SAFE holder will own.',
    article: 'unlocking-capital-creative-fundraising-2025',
  },
  {
    term: 'Series A',
    definition:
      'The first large priced equity round after seed funding, typically led by a venture capital firm buying a new class of Series A preferred stock. Investors at this stage usually expect evidence of product-market fit and a repeatable way to grow revenue.',
    article: 'new-fundraising-stack-tools-tactics-technologies',
  },
  {
    term: 'Startup Studio',
    definition:
      'An organization, also called a venture studio or venture builder, that creates or co-builds companies using its own shared team for engineering, design, legal work and go-to-market, usually alongside its own capital and in exchange for equity. Unlike an accelerator, which runs fixed-length programs for cohorts of startups, a studio works hands-on with each company for as long as the work requires.',
    article: 'lessons-learned-building-startup-studio',
  },
  {
    term: 'Term Sheet',
    definition:
      'A short document setting out the main terms of an investment, such as the amount, valuation, type of security, liquidation preference, board seats and investor rights. Most of it is non-binding, apart from clauses such as confidentiality and exclusivity; the binding commitments come in the definitive agreements signed at closing.',
    article: 'find-right-founder-investor-fit',
  },
  {
    term: 'Trade Secret',
    definition:
      'Business information that is valuable because it is not generally known and that its owner takes reasonable steps to keep confidential, such as source code, formulas, processes or customer data. Protection needs no registration and lasts as long as the secret is kept, but it does not stop someone who discovers the same thing independently or by reverse engineering.',
    article: 'lessons-learned-building-startup-studio',
  },
  {
    term: 'Trademark',
    definition:
      'A word, name, logo, slogan or other sign that tells customers who is behind a product or service. In the US, rights come from using the mark in commerce, and federal registration with the USPTO adds nationwide protection and the right to use the ® symbol. Owning a domain name does not by itself give you trademark rights in that name.',
  },
  {
    term: 'Valuation Cap',
    definition:
      'The highest valuation at which a SAFE or convertible note converts into shares. If the next priced round values the company above the cap, the holder converts at the cap’s lower price and gets more shares for the money; with a post-money cap, $500K on a $5M cap converts to 10% of the company before the new round’s investors come in.',
    article: 'new-fundraising-stack-tools-tactics-technologies',
  },
]

export interface GlossaryGroup {
  letter: string
  entries: GlossaryEntry[]
}

/** Groups entries by the uppercase first letter of the term; groups in alphabetical order. */
export function groupByLetter(entries: readonly GlossaryEntry[]): GlossaryGroup[] {
  const groups = new Map<string, GlossaryEntry[]>()
  for (const entry of entries) {
    const letter = entry.term.charAt(0).toUpperCase()
    const group = groups.get(letter)
    if (group) group.push(entry)
    else groups.set(letter, [entry])
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([letter, grouped]) => ({ letter, entries: grouped }))
}
