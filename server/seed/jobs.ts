// The careers page's sample openings: demo data, added while SEED_DEMO is on whenever the jobs table is empty
// (seed/index.ts), never on a production database, where they would take real CVs. One of them is already closed,
// so an old link to it still explains itself.
import type { JobWriteRequest } from '@contract/careers.js';
import type { Db } from '../platform/db/index.js';
import { countJobs, insertJob } from '../modules/careers/store.js';
import { lockSeeding } from './lock.js';

/** daysAgo: when it was posted; closedDaysAgo: when it was filled (a closed opening). */
type SeedJob = JobWriteRequest & { daysAgo: number; closedDaysAgo?: number };

export const SEED_JOBS: SeedJob[] = [
  {
    title: 'Battery Systems Engineer',
    department: 'Engineering',
    location: 'Gurugram',
    type: 'Full-time',
    experience: '3-6 years',
    summary:
      'Own the design and validation of the removable lithium-ion packs in our motorcycles, from cell selection to the pack that a rider swaps at home.',
    description: [
      'Our bikes are only as good as the battery under the rider. The packs in the RV400 and RV BlazeX are designed in Gurugram, and this role sits at the centre of that work: cell chemistry, module layout, thermal behaviour and the mechanical design that lets a rider lift the pack out and charge it in a flat on the fourth floor.',
      'You will work with cell suppliers, the firmware team that writes our battery management software and the plant in Manesar that builds the packs. Indian conditions are hard on batteries: 45 degree summers, monsoon water on the roads and long idle weeks. Much of the job is making sure a pack is still healthy after five years of that.',
      'You will have a lab with cyclers, a thermal chamber and an IP test rig, and a short path from a test result to a design change on the line.',
    ].join('\n\n'),
    responsibilities: [
      'Specify cells and modules for new packs, and compare suppliers on cycle life, cost and supply risk.',
      'Plan and run cycle-life, thermal and abuse tests, and turn the results into design decisions.',
      'Work with the BMS firmware team on cell balancing, state-of-charge estimation and fault limits.',
      'Take packs through AIS-156 and AIS-038 certification with the testing agencies.',
      'Support the Manesar plant on pack assembly, end-of-line testing and field-failure analysis.',
    ],
    requirements: [
      'B.E./B.Tech or M.Tech in electrical, electronics, mechanical or chemical engineering.',
      '3 to 6 years on lithium-ion packs for two-wheelers, cars or energy storage.',
      'Working knowledge of NMC and LFP cells, thermal design and pack safety standards.',
      'Comfortable with test equipment and with analysing large test logs in Python or MATLAB.',
      'Able to explain a design trade-off clearly to purchasing, production and service colleagues.',
    ],
    daysAgo: 3,
  },
  {
    title: 'Embedded Firmware Engineer (BMS/VCU)',
    department: 'Engineering',
    location: 'Bengaluru',
    type: 'Full-time',
    experience: '2-5 years',
    summary:
      'Write and test the firmware of our battery management system and vehicle control unit: the code that decides how much power the rider gets, and when.',
    description: [
      'Every ride mode, every regenerative braking step and every over-the-air update passes through two controllers: the battery management system (BMS) and the vehicle control unit (VCU). Our Bengaluru firmware team writes both, in C, on automotive-grade microcontrollers.',
      'You will add features that riders notice, such as smoother throttle maps and better range estimates, and safety work they should never notice, such as fault handling when a cell misbehaves on a hot afternoon in traffic. Code goes through review, unit tests and hardware-in-the-loop runs before it reaches a bike.',
    ].join('\n\n'),
    responsibilities: [
      'Develop and maintain BMS and VCU firmware in C for ARM Cortex-M microcontrollers.',
      'Implement CAN communication between the battery, motor controller, cluster and telematics unit.',
      'Write unit tests and hardware-in-the-loop test cases, and keep them running in CI.',
      'Investigate field issues from vehicle logs and ship fixes through over-the-air updates.',
      'Take part in design reviews with the battery, electronics and mobile app teams.',
    ],
    requirements: [
      'B.E./B.Tech in electronics, electrical or computer engineering.',
      '2 to 5 years writing embedded C for microcontrollers, ideally in automotive or industrial products.',
      'Hands-on with CAN, UART and SPI, and with debugging using oscilloscopes and logic analysers.',
      'Familiar with RTOS concepts; exposure to ISO 26262 or MISRA C is a plus.',
      'Careful about safety: you test edge cases before anyone asks you to.',
    ],
    daysAgo: 5,
  },
  {
    title: 'Service Technician',
    department: 'Service',
    location: 'Pune',
    type: 'Full-time',
    experience: '1-3 years',
    summary:
      'Keep Pune riders on the road: diagnose and repair our electric motorcycles at the Pune service hub and on doorstep visits across the city.',
    description: [
      'Pune is one of our busiest cities, and riders here use their bikes every day to get to work and college. When something goes wrong, they expect it fixed quickly and explained clearly. You will be the person who does both.',
      'You will work at our Pune hub and, two or three days a week, on doorstep service visits. We train you on our diagnostic tool, high-voltage safety and the parts that are specific to electric bikes; your experience with two-wheeler mechanics does the rest.',
    ].join('\n\n'),
    responsibilities: [
      'Carry out periodic services, repairs and warranty work on our motorcycles.',
      'Diagnose electrical and software faults with the service app and the diagnostic tool.',
      'Make doorstep service visits with the service van and keep the job cards up to date.',
      'Explain each repair and its cost to the rider before and after the work.',
      'Follow high-voltage safety procedures and keep the workshop tools in order.',
    ],
    requirements: [
      'ITI or diploma in automobile, electrical or electronics trades.',
      '1 to 3 years of two-wheeler service experience; electric vehicle experience is a plus.',
      'A valid two-wheeler driving licence, and comfort riding in Pune traffic.',
      'Speaks Marathi and Hindi; basic English for the service app.',
    ],
    daysAgo: 8,
  },
  {
    title: 'Dealer Development Manager',
    department: 'Sales',
    location: 'Mumbai',
    type: 'Full-time',
    experience: '6-10 years',
    summary:
      'Find, sign and grow dealer partners across Maharashtra and Goa, so that more riders can see, ride and service our bikes close to home.',
    description: [
      'We are growing our dealer network in western India and need someone who knows the two-wheeler retail business from the inside. You will identify promising partners, help them set up showrooms and service bays, and stay with them until they are selling and servicing well.',
      'The role is based in Mumbai with frequent travel across Maharashtra and Goa. You will report to the Head of Sales (West) and work closely with the service, marketing and finance teams on each new dealership.',
      'Success here is measured in healthy dealers, not just signed agreements: stock that moves, customers who come back for service and partners who want to open a second outlet.',
    ].join('\n\n'),
    responsibilities: [
      'Map target towns and shortlist prospective dealers with the right location, capital and service mindset.',
      'Negotiate dealer agreements and plan showroom, charging and service set-up with each partner.',
      'Set monthly sales and service targets with dealers, and review them every month.',
      'Train dealer sales teams on our models, finance schemes and test-ride process.',
      'Report market feedback on pricing, competition and demand to the sales leadership.',
    ],
    requirements: [
      'Graduate in any discipline; an MBA in sales or marketing is a plus.',
      '6 to 10 years in automotive or two-wheeler dealer development or area sales.',
      'A network of contacts among dealers in Maharashtra and Goa.',
      'Good with numbers: dealer profitability, working capital and inventory.',
      'Willing to travel about 15 days a month; speaks Marathi, Hindi and English.',
    ],
    daysAgo: 12,
  },
  {
    title: 'Product Designer (Mobile App)',
    department: 'Design',
    location: 'Bengaluru',
    type: 'Full-time',
    experience: '3-5 years',
    summary:
      'Design the companion app that riders use to find their bike, check its charge, change its sound and book a service, in English and Hindi.',
    description: [
      'For many of our riders, the app is the second most important part of the bike. It shows the battery level before they leave home, finds the bike in a crowded parking lot and books the next service. We want it to be fast, clear and usable by someone with a cracked screen and a weak network.',
      'You will own the design of the app from research to the final screens, working in a small team with two engineers, a product manager and our customer support lead, who knows exactly where riders get stuck.',
    ].join('\n\n'),
    responsibilities: [
      'Plan and run research with riders in at least three cities every quarter.',
      'Design flows, wireframes and finished screens for Android and iOS in Figma.',
      'Maintain the app design system, including the Hindi typography and accessible colour contrast.',
      'Work with engineers during the build and review every release before it ships.',
      'Use support tickets and app analytics to find and fix the flows that confuse riders.',
    ],
    requirements: [
      '3 to 5 years designing mobile apps, with a portfolio of shipped work.',
      'Strong interaction design and visual design skills; prototyping in Figma.',
      'Experience designing for Indian users, including low-end phones and more than one language.',
      'Knows the basics of accessibility (WCAG) and applies them without being reminded.',
    ],
    daysAgo: 15,
  },
  {
    title: 'Quality Inspector',
    department: 'Manufacturing',
    location: 'Manesar',
    type: 'Full-time',
    experience: '1-4 years',
    summary:
      'Check every motorcycle and battery pack leaving our Manesar plant against the quality plan, and help the line fix problems at their source.',
    description: [
      'Our Manesar plant assembles motorcycles and battery packs for the whole country. Quality inspectors are the last people to see a bike before a rider does, and the first to spot when a process on the line has started to drift.',
      'You will work in shifts on the assembly line and in the end-of-line testing area, and you will have the authority to stop a bike or a batch that does not meet the standard. We expect you to raise problems early and follow them through to a fix.',
    ].join('\n\n'),
    responsibilities: [
      'Inspect incoming parts, assemblies in progress and finished motorcycles against the control plan.',
      'Run end-of-line electrical tests and road tests, and record the results in the quality system.',
      'Hold and tag non-conforming parts and vehicles, and raise reports to the production team.',
      'Take part in root-cause analysis (5 Why, fishbone) and check that corrective actions work.',
      'Keep gauges and test equipment calibrated and the inspection area in 5S order.',
    ],
    requirements: [
      'Diploma or B.Tech in mechanical, electrical or automobile engineering.',
      '1 to 4 years in quality inspection at an automotive plant or a tier-1 supplier.',
      'Can read engineering drawings and use vernier callipers, micrometers and torque tools.',
      'Knows IATF 16949 basics, PPAP and control plans.',
      'Willing to work rotating shifts at Manesar.',
    ],
    daysAgo: 20,
  },
  {
    title: 'Marketing Intern',
    department: 'Marketing',
    location: 'Gurugram',
    type: 'Internship',
    experience: 'Students or fresh graduates',
    summary:
      'Spend six months in our Gurugram marketing team, helping to plan test-ride events, write for social media and measure what actually brings riders in.',
    description: [
      'This internship is for a student or recent graduate who wants to see how a young motorcycle brand markets itself: launch events, test-ride weekends in new cities, creator partnerships and a lot of careful measurement of what works.',
      'You will be given real work from the first week, with a mentor who reviews it with you. Interns who do well are considered for full-time roles at the end of the internship. The stipend is paid monthly, and the internship runs for six months from the start date.',
    ].join('\n\n'),
    responsibilities: [
      'Help plan and run test-ride events with our hubs and dealers.',
      'Draft posts, captions and short scripts for our social media channels.',
      'Track campaign results and prepare a weekly summary for the team.',
      'Research competitor launches, pricing and offers, and share what you find.',
    ],
    requirements: [
      'A student in the final year of a degree or a graduate of the last 12 months, any discipline.',
      'Writes clearly in English; Hindi writing is a plus.',
      'Comfortable with spreadsheets and curious about what the numbers say.',
      'Available full-time in Gurugram for six months.',
    ],
    daysAgo: 1,
  },
  {
    title: 'Finance Executive',
    department: 'Finance',
    location: 'Gurugram',
    type: 'Full-time',
    experience: '2-4 years',
    summary:
      'Keep our accounts payable, GST filings and dealer reconciliations accurate and on time, working with the finance controller in Gurugram.',
    description: [
      'As we add dealers, suppliers and cities, the number of invoices, credit notes and tax filings grows every month. We need a careful finance executive who keeps the books accurate and closes each month on time.',
      'You will work in a team of five in our Gurugram office, on Tally and our ERP, with the purchasing, sales and plant teams as your day-to-day colleagues.',
    ].join('\n\n'),
    responsibilities: [
      'Process supplier invoices and payments, and reconcile vendor ledgers every month.',
      'Prepare GST returns and TDS workings, and support the tax consultants during audits.',
      'Reconcile dealer accounts, subsidies and incentive payouts with the sales team.',
      'Help with the month-end close, accruals and reports to the finance controller.',
      'Keep documents ready for statutory and internal audits.',
    ],
    requirements: [
      'B.Com or M.Com; CA Inter or CMA Inter is a plus.',
      '2 to 4 years in accounts payable, GST compliance or general accounting.',
      'Hands-on with Tally or an ERP such as SAP Business One, and strong in Excel.',
      'Good attention to detail and a habit of finishing work before the deadline.',
    ],
    daysAgo: 10,
  },
  {
    title: 'Showroom Sales Consultant',
    department: 'Sales',
    location: 'Chennai',
    type: 'Full-time',
    experience: '1-3 years',
    summary:
      'Welcome visitors to our Chennai experience centre, take them on test rides and help them choose the right motorcycle and finance plan.',
    description: [
      'Our Chennai experience centre is where many people sit on an electric motorcycle for the first time. Sales consultants take them through the bikes, the charging options and the running costs, and then out on a test ride.',
      'This opening has been filled. We keep the page so that older links still work; please see our other openings.',
    ].join('\n\n'),
    responsibilities: [
      'Greet visitors, understand their daily riding and suggest the right model.',
      'Conduct test rides safely and explain charging, range and service.',
      'Help customers with bookings, finance applications and delivery paperwork.',
      'Follow up on enquiries and keep the customer records up to date.',
    ],
    requirements: [
      'Graduate in any discipline.',
      '1 to 3 years in automobile or consumer durables retail sales.',
      'Speaks Tamil and English; a valid two-wheeler driving licence.',
      'Friendly, patient and comfortable talking about numbers such as EMIs and running costs.',
    ],
    daysAgo: 45,
    closedDaysAgo: 9,
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Adds the openings when there are no jobs yet; returns how many were added. */
export async function seedJobs(db: Db): Promise<number> {
  if ((await countJobs(db)) > 0) return 0;
  const now = Date.now();
  return db.transaction(async (tx) => {
    await lockSeeding(tx);
    if ((await countJobs(tx)) > 0) return 0;
    for (const { daysAgo, closedDaysAgo, ...job } of SEED_JOBS) {
      const closedAt = closedDaysAgo === undefined ? null : new Date(now - closedDaysAgo * DAY_MS);
      await insertJob(tx, job, new Date(now - daysAgo * DAY_MS), closedAt);
    }
    return SEED_JOBS.length;
  });
}
