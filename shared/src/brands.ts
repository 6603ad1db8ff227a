import type { Brand } from './brand-taxonomy.ts'

export * from './brand-taxonomy.ts'

export const brands: readonly Brand[] = [
  {
    domain: 'lestartup.com',
    brandName: 'LeStartup',
    brandColor: '#0f2a47',
    concept:
      'A subscription back office for first-time founders: incorporation, bookkeeping and cap table in one dashboard.',
    category: 'Business',
    icon: 'rocket',
    featured: true,
    industries: ['SaaS'],
  },
  {
    domain: 'venturecapitalindex.com',
    brandName: 'Venture Capital Index',
    brandColor: '#35577e',
    concept:
      'A searchable index of venture funds by stage, sector and check size, with recent deals, so founders pitch the right investors.',
    category: 'Finance',
    icon: 'chart',
    featured: true,
    industries: ['SaaS'],
  },
  {
    domain: 'britebrain.ai',
    brandName: 'BriteBrain',
    brandColor: '#0f766e',
    concept:
      'An AI math tutor for middle schoolers that spots each student’s misconceptions and sends teachers a weekly class report.',
    category: 'Tech',
    icon: 'brain',
    featured: true,
    industries: ['AI & ML'],
  },
  {
    domain: 'digitalbizcard.com',
    brandName: 'Digital BizCard',
    brandColor: '#a4560c',
    concept:
      'Tap-to-share digital business cards using NFC and QR codes that sync every new contact straight into the owner’s CRM.',
    category: 'Social',
    icon: 'card',
    featured: true,
    industries: ['SaaS'],
  },
  {
    domain: 'thrivepartners.com',
    brandName: 'Thrive Partners',
    brandColor: '#0f2a47',
    concept:
      'A fractional COO service that places experienced operators with seed-stage startups two days a week to fix hiring and process.',
    category: 'Business',
    icon: 'handshake',
    featured: true,
    industries: [],
  },
  {
    domain: 'dotcoders.io',
    brandName: 'Dot Coders',
    brandColor: '#0f766e',
    concept:
      'A nearshore development team that builds and maintains MVPs for non-technical founders on a fixed monthly fee.',
    category: 'Tech',
    icon: 'code',
    featured: true,
    industries: [],
  },
  {
    domain: 'forgedigital.com',
    brandName: 'Forge Digital',
    brandColor: '#115e59',
    concept:
      'A performance marketing studio that builds landing pages and runs paid social ads for newly launched direct-to-consumer brands.',
    category: 'Marketing',
    icon: 'hammer',
    featured: true,
    industries: [],
  },
  {
    domain: 'startupsuites.com',
    brandName: 'Startup Suites',
    brandColor: '#0f2a47',
    concept:
      'Furnished month-to-month office suites for early-stage teams, with shared meeting rooms, fast internet and a business mailing address.',
    category: 'Business',
    icon: 'building',
    featured: true,
    industries: [],
  },
  {
    domain: 'ledgerloop.com',
    brandName: 'LedgerLoop',
    brandColor: '#35577e',
    concept:
      'Automated bookkeeping for freelancers that categorizes bank transactions and sets aside money for quarterly estimated taxes.',
    category: 'Finance',
    icon: 'coins',
    industries: ['Fintech'],
  },
  {
    domain: 'payripple.com',
    brandName: 'PayRipple',
    brandColor: '#35577e',
    concept:
      'Same-day earned-wage payouts for gig workers: platforms fund a shared pool and workers withdraw to a debit card after each shift.',
    category: 'Finance',
    icon: 'bolt',
    industries: ['Fintech'],
  },
  {
    domain: 'captidy.com',
    brandName: 'CapTidy',
    brandColor: '#35577e',
    concept:
      'Cap table and option-grant management for seed-stage companies, with 409A-ready exports and an equity portal for employees.',
    category: 'Finance',
    icon: 'chart',
    industries: ['Fintech', 'SaaS'],
  },
  {
    domain: 'invoiceharbor.com',
    brandName: 'InvoiceHarbor',
    brandColor: '#35577e',
    concept:
      'Invoice factoring for marine contractors and boatyards that advances 90% of each approved invoice within 48 hours.',
    category: 'Finance',
    icon: 'shield',
    industries: ['Fintech'],
  },
  {
    domain: 'nesteggkids.com',
    brandName: 'NestEgg Kids',
    brandColor: '#35577e',
    concept:
      'A custodial investing app that turns grandparents’ cash gifts into a diversified index-fund account for each child.',
    category: 'Finance',
    icon: 'leaf',
    industries: ['Fintech'],
  },
  {
    domain: 'fraudfence.com',
    brandName: 'FraudFence',
    brandColor: '#35577e',
    concept:
      'A machine-learning fraud score for small online stores that flags risky card orders before they are packed and shipped.',
    category: 'Finance',
    icon: 'lock',
    industries: ['Fintech', 'AI & ML'],
  },
  {
    domain: 'rentcredit.com',
    brandName: 'RentCredit',
    brandColor: '#35577e',
    concept:
      'Reports on-time rent payments to the credit bureaus so renters can build a credit history without opening a new card.',
    category: 'Finance',
    icon: 'building',
    industries: ['Fintech'],
  },
  {
    domain: 'treasurytide.com',
    brandName: 'Treasury Tide',
    brandColor: '#35577e',
    concept:
      'Sweeps a startup’s idle cash into T-bills and money-market funds automatically and shows a live runway forecast on top.',
    category: 'Finance',
    icon: 'coins',
    industries: ['Fintech'],
  },
  {
    domain: 'grantgrid.com',
    brandName: 'GrantGrid',
    brandColor: '#35577e',
    concept:
      'A database of state and federal small-business grants that matches each company to the ones it qualifies for and tracks deadlines.',
    category: 'Finance',
    icon: 'compass',
    industries: [],
  },
  {
    domain: 'patentpilot.ai',
    brandName: 'PatentPilot',
    brandColor: '#0f766e',
    concept:
      'AI-assisted prior-art search for independent inventors that drafts a patentability summary before they pay an attorney.',
    category: 'Tech',
    icon: 'shield',
    industries: ['AI & ML'],
  },
  {
    domain: 'stacksentry.io',
    brandName: 'StackSentry',
    brandColor: '#0f766e',
    concept:
      'Uptime and error monitoring for small SaaS teams that texts the on-call developer the exact line of code that failed.',
    category: 'Tech',
    icon: 'cpu',
    industries: ['SaaS'],
  },
  {
    domain: 'modelmint.ai',
    brandName: 'ModelMint',
    brandColor: '#0f766e',
    concept:
      'Fine-tunes open-source language models on a company’s own support tickets and hosts them behind a private API.',
    category: 'Tech',
    icon: 'sparkles',
    industries: ['AI & ML'],
  },
  {
    domain: 'sprintdock.com',
    brandName: 'SprintDock',
    brandColor: '#0f766e',
    concept:
      'A QA team on subscription that writes and runs end-to-end browser tests for startups on every pull request.',
    category: 'Tech',
    icon: 'code',
    industries: [],
  },
  {
    domain: 'visioncount.com',
    brandName: 'VisionCount',
    brandColor: '#0f766e',
    concept:
      'Computer-vision foot-traffic counting for retail stores that runs on their existing security cameras, with no new hardware.',
    category: 'Tech',
    icon: 'camera',
    industries: ['AI & ML'],
  },
  {
    domain: 'exitkey.io',
    brandName: 'ExitKey',
    brandColor: '#0f766e',
    concept:
      'Offboarding automation that revokes a departing employee’s access to every SaaS app the moment HR marks them as leaving.',
    category: 'Tech',
    icon: 'lock',
    industries: ['SaaS'],
  },
  {
    domain: 'carbonly.com',
    brandName: 'Carbonly',
    brandColor: '#0f766e',
    concept:
      'Measures a software company’s cloud carbon footprint from its AWS and Google Cloud bills and suggests cleaner, cheaper regions.',
    category: 'Tech',
    icon: 'leaf',
    industries: ['SaaS'],
  },
  {
    domain: 'docuparse.com',
    brandName: 'DocuParse',
    brandColor: '#0f766e',
    concept:
      'Reads supplier invoices and purchase orders with machine learning, extracts the line items and posts them to QuickBooks.',
    category: 'Tech',
    icon: 'book',
    industries: ['AI & ML', 'Fintech'],
  },
  {
    domain: 'reviewrally.com',
    brandName: 'ReviewRally',
    brandColor: '#115e59',
    concept:
      'Texts customers of local service businesses after each job and steers the happy ones to leave a Google review.',
    category: 'Marketing',
    icon: 'megaphone',
    industries: ['SaaS'],
  },
  {
    domain: 'brandsprout.com',
    brandName: 'BrandSprout',
    brandColor: '#115e59',
    concept:
      'Naming, logo and brand-guideline packages for new startups, delivered in two weeks for a fixed price.',
    category: 'Marketing',
    icon: 'leaf',
    industries: [],
  },
  {
    domain: 'locallift.com',
    brandName: 'LocalLift',
    brandColor: '#115e59',
    concept:
      'Local SEO for restaurants and clinics: Google Business Profile tuning, directory citations and a monthly ranking report.',
    category: 'Marketing',
    icon: 'compass',
    industries: [],
  },
  {
    domain: 'creativesplit.com',
    brandName: 'CreativeSplit',
    brandColor: '#115e59',
    concept:
      'Generates ad creative variations with AI and predicts the likely winner before a brand spends money on A/B tests.',
    category: 'Marketing',
    icon: 'sparkles',
    industries: ['AI & ML'],
  },
  {
    domain: 'pitchwire.com',
    brandName: 'PitchWire',
    brandColor: '#115e59',
    concept:
      'Matches startup announcements with the reporters who covered similar news and tracks every pitch and reply.',
    category: 'Marketing',
    icon: 'megaphone',
    industries: [],
  },
  {
    domain: 'partnerpath.com',
    brandName: 'PartnerPath',
    brandColor: '#115e59',
    concept:
      'Runs affiliate and referral programs for B2B software companies, tracking every sign-up and paying partners monthly.',
    category: 'Marketing',
    icon: 'users',
    industries: ['SaaS'],
  },
  {
    domain: 'boothbound.com',
    brandName: 'BoothBound',
    brandColor: '#115e59',
    concept:
      'Plans trade-show appearances for startups on a budget: shared booth space, shipping, badge-scan lead capture and next-day follow-up emails.',
    category: 'Marketing',
    icon: 'building',
    industries: [],
  },
  {
    domain: 'retainly.com',
    brandName: 'Retainly',
    brandColor: '#115e59',
    concept:
      'Predicts which subscribers are about to cancel from their usage data and triggers a tailored win-back email sequence.',
    category: 'Marketing',
    icon: 'heart',
    industries: ['AI & ML', 'SaaS'],
  },
  {
    domain: 'streetseen.com',
    brandName: 'StreetSeen',
    brandColor: '#115e59',
    concept:
      'Books digital billboard and transit-screen ads for neighborhood businesses, with campaigns starting at $200 a week.',
    category: 'Marketing',
    icon: 'globe',
    industries: [],
  },
  {
    domain: 'lingualaunch.com',
    brandName: 'LinguaLaunch',
    brandColor: '#7a6244',
    concept:
      'Translates startup websites, help centers and app text into Spanish and Portuguese, with a native-speaking editor reviewing every page.',
    category: 'Content',
    icon: 'globe',
    industries: [],
  },
  {
    domain: 'playbookpress.com',
    brandName: 'Playbook Press',
    brandColor: '#7a6244',
    concept:
      'Publishes short, practical playbooks for startup operators on pricing, hiring and sales, sold as e-books with templates.',
    category: 'Content',
    icon: 'book',
    industries: [],
  },
  {
    domain: 'reelriver.com',
    brandName: 'ReelRiver',
    brandColor: '#7a6244',
    concept:
      'A done-for-you video team that cuts a founder’s weekly livestream into vertical shorts for TikTok, Reels and YouTube.',
    category: 'Content',
    icon: 'camera',
    industries: [],
  },
  {
    domain: 'docsdesk.io',
    brandName: 'DocsDesk',
    brandColor: '#7a6244',
    concept:
      'Writes and maintains developer documentation and API references for early-stage developer-tool companies.',
    category: 'Content',
    icon: 'book',
    industries: [],
  },
  {
    domain: 'alttextly.ai',
    brandName: 'AltTextly',
    brandColor: '#7a6244',
    concept:
      'Writes alt text and product captions for online stores’ images with computer vision, so every photo is described for screen readers.',
    category: 'Content',
    icon: 'camera',
    industries: ['AI & ML'],
  },
  {
    domain: 'tidewire.com',
    brandName: 'TideWire',
    brandColor: '#7a6244',
    concept:
      'A hyperlocal news site and morning newsletter for Palm Beach County, paid for by local business sponsorships.',
    category: 'Content',
    icon: 'globe',
    industries: [],
  },
  {
    domain: 'casestudy.co',
    brandName: 'CaseStudy Co',
    brandColor: '#7a6244',
    concept:
      'Interviews a B2B company’s happiest customers and turns the calls into published case studies and sales one-pagers.',
    category: 'Content',
    icon: 'pen',
    industries: [],
  },
  {
    domain: 'coursekit.io',
    brandName: 'CourseKit',
    brandColor: '#7a6244',
    concept:
      'Helps experts turn a live workshop into an online course, with video hosting, payments and cohort scheduling built in.',
    category: 'Content',
    icon: 'book',
    industries: ['SaaS'],
  },
  {
    domain: 'chartcraft.io',
    brandName: 'ChartCraft',
    brandColor: '#7a6244',
    concept:
      'Designs charts, maps and annual-report graphics for nonprofits and startups, turning raw spreadsheets into visuals readers understand.',
    category: 'Content',
    icon: 'chart',
    industries: [],
  },
  {
    domain: 'shotlist.co',
    brandName: 'ShotList',
    brandColor: '#7a6244',
    concept:
      'Licenses authentic stock photos of real small businesses and their owners, shot by local photographers who earn royalties.',
    category: 'Content',
    icon: 'camera',
    industries: [],
  },
  {
    domain: 'cofoundermatch.com',
    brandName: 'CoFounder Match',
    brandColor: '#a4560c',
    concept:
      'Matches technical and business co-founders by skills, time commitment and equity expectations, then runs a paid trial project.',
    category: 'Social',
    icon: 'users',
    industries: [],
  },
  {
    domain: 'mastermindcircle.com',
    brandName: 'Mastermind Circle',
    brandColor: '#a4560c',
    concept:
      'Paid peer groups of eight founders at the same revenue stage who meet monthly with a trained facilitator.',
    category: 'Social',
    icon: 'users',
    industries: [],
  },
  {
    domain: 'givegather.com',
    brandName: 'GiveGather',
    brandColor: '#a4560c',
    concept:
      'A volunteering app that helps companies organize team service days with local nonprofits and track hours given.',
    category: 'Social',
    icon: 'heart',
    industries: [],
  },
  {
    domain: 'mentormesh.com',
    brandName: 'MentorMesh',
    brandColor: '#a4560c',
    concept:
      'Books paid 30-minute calls with vetted operators and investors, saving notes and follow-ups to the founder’s account.',
    category: 'Social',
    icon: 'compass',
    industries: [],
  },
  {
    domain: 'hobbyhive.com',
    brandName: 'HobbyHive',
    brandColor: '#a4560c',
    concept:
      'Finds and books small in-person hobby groups nearby, from pottery to pickleball, with organizers paid per seat.',
    category: 'Social',
    icon: 'heart',
    industries: [],
  },
  {
    domain: 'alumniarc.com',
    brandName: 'AlumniArc',
    brandColor: '#a4560c',
    concept:
      'A private alumni network for coding bootcamps and accelerators, with a member directory, job board and invite-only events.',
    category: 'Social',
    icon: 'globe',
    industries: ['SaaS'],
  },
  {
    domain: 'modmind.com',
    brandName: 'ModMind',
    brandColor: '#a4560c',
    concept:
      'AI moderation for online communities that flags harassment and spam in Discord and Slack servers for a human to review.',
    category: 'Social',
    icon: 'shield',
    industries: ['AI & ML'],
  },
  {
    domain: 'duetdeck.com',
    brandName: 'DuetDeck',
    brandColor: '#a4560c',
    concept:
      'Pairs micro-influencers in the same niche for joint giveaways and cross-promotions, then reports the followers each gained.',
    category: 'Social',
    icon: 'handshake',
    industries: [],
  },
  {
    domain: 'tablemate.co',
    brandName: 'Tablemate',
    brandColor: '#a4560c',
    concept:
      'Seats solo travelers and newcomers to a city at shared dinners in local restaurants, six strangers to a table.',
    category: 'Social',
    icon: 'users',
    industries: [],
  },
  {
    domain: 'contractcove.com',
    brandName: 'ContractCove',
    brandColor: '#0f2a47',
    concept:
      'Plain-English contract templates for freelancers and small agencies, with e-signature and automatic renewal reminders.',
    category: 'Business',
    icon: 'pen',
    industries: ['SaaS'],
  },
  {
    domain: 'shoplaunch.com',
    brandName: 'ShopLaunch',
    brandColor: '#0f2a47',
    concept:
      'A launch service for first-time retailers that sets up point-of-sale, inventory and supplier accounts in one week.',
    category: 'Business',
    icon: 'cart',
    industries: [],
  },
  {
    domain: 'vendorverify.com',
    brandName: 'VendorVerify',
    brandColor: '#0f2a47',
    concept:
      'Checks a new supplier’s licenses, insurance and sanctions status for procurement teams before the first purchase order.',
    category: 'Business',
    icon: 'shield',
    industries: [],
  },
  {
    domain: 'markwatch.io',
    brandName: 'MarkWatch',
    brandColor: '#0f2a47',
    concept:
      'Watches new trademark filings worldwide and alerts small brands when someone applies for a confusingly similar name.',
    category: 'Business',
    icon: 'lock',
    industries: [],
  },
  {
    domain: 'exitready.com',
    brandName: 'ExitReady',
    brandColor: '#0f2a47',
    concept:
      'Prepares owners of small businesses for a sale with cleaned-up financials, a data room and introductions to vetted brokers.',
    category: 'Business',
    icon: 'chart',
    industries: [],
  },
  {
    domain: 'deskdrop.com',
    brandName: 'DeskDrop',
    brandColor: '#0f2a47',
    concept:
      'Ships, installs and later collects ergonomic home-office setups for remote employees, leased per seat per month.',
    category: 'Business',
    icon: 'cart',
    industries: [],
  },
  {
    domain: 'permitpath.com',
    brandName: 'PermitPath',
    brandColor: '#0f2a47',
    concept:
      'Tracks the licenses and permits a restaurant or contractor needs in each city and files the renewals before they lapse.',
    category: 'Business',
    icon: 'compass',
    industries: ['SaaS'],
  },
]

const brandsByDomain = new Map(brands.map((brand) => [brand.domain, brand]))

/** The brand for a domain (case-insensitive, surrounding whitespace ignored), if it is in the portfolio. */
export function findBrand(domain: string): Brand | undefined {
  return brandsByDomain.get(domain.trim().toLowerCase())
}
