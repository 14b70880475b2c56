// The questions and answers: the FAQ page shows them all, the home page six of them.
// Placeholders: {company}, {phone}, {email}, {siteUrl}, {region} (and {region_short}, {region_wide}) are replaced from configuration when rendered.

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqCategory {
  id: string;
  title: string;
  items: FaqItem[];
}

// Items shared between the /faq page and the home page accordion.

const RESPONSE_TIME: FaqItem = {
  question: 'How quickly can you get to me?',
  answer:
    'In {town} we typically reach customers within 30-60 minutes, depending on traffic, your exact location and how busy we are. We will give you a realistic arrival estimate when you call and keep you updated if anything changes.',
};

const OPEN_HOURS: FaqItem = {
  question: 'Are you really open 24 hours a day?',
  answer:
    'Yes. We operate 24/7, 365 days a year, including nights, weekends and bank holidays. Call {phone} at any time and you will speak to a member of our team.',
};

const AREAS: FaqItem = {
  question: 'Which areas do you cover?',
  answer:
    'We cover {region}{local_places}. If you are just outside these areas, call us and we will tell you straight away whether we can help.',
};

const COST: FaqItem = {
  question: 'How much will my recovery cost?',
  answer:
    'Every job is different, so we quote by phone once we know your vehicle, its location and where it needs to go. Call {phone} for a clear quote before we set off, with no obligation to go ahead.',
};

const PAYMENT: FaqItem = {
  question: 'How can I pay?',
  answer:
    'We accept debit and credit cards, cash and bank transfer. Payment is normally taken when the job is complete, and we will confirm the details when we quote.',
};

const SMART_MOTORWAY: FaqItem = {
  question: 'What should I do if I break down on a smart motorway?',
  answer:
    'If you can, leave at the next junction or pull into an emergency area (marked by orange signs with an SOS symbol), switch on your hazard lights and get out on the passenger side to wait behind the barrier. If you are stopped in a live lane and it is not safe to get out, stay in the vehicle with your seatbelt on and hazard lights on, and call 999 before calling us on {phone}.',
};

const INSURED: FaqItem = {
  question: 'Are you licensed and insured?',
  answer:
    'Yes. {company} is fully licensed and insured, and our drivers secure every vehicle carefully before it is moved.',
};

const EVS_AUTOMATICS: FaqItem = {
  question: 'Can you move electric, hybrid and automatic vehicles?',
  answer:
    'Yes. We carry electric, hybrid and automatic vehicles on a flatbed with all four wheels off the ground, which avoids damage to the motor or gearbox. Please tell us the make and model when you call so we send the right equipment.',
};

export const FAQ_CATEGORIES: FaqCategory[] = [
  {
    id: 'emergency-response-timing',
    title: 'Emergency Response & Timing',
    items: [
      RESPONSE_TIME,
      OPEN_HOURS,
      {
        question: 'What information should I have ready when I call?',
        answer:
          'Your exact location (a road name, junction number, marker post or what3words address all help), your vehicle make, model and registration, and a short description of the problem. Let us know too if anyone with you is vulnerable or if the vehicle is in a dangerous position.',
      },
      {
        question: 'Should I call you or request a callback?',
        answer:
          'If you are stranded or in an unsafe position, always call {phone} so we can send help straight away. The callback form is best for non-urgent jobs, such as moving a non-runner or booking a recovery for later.',
      },
      {
        question: 'Will you keep me updated while I wait?',
        answer:
          'Yes. Our driver or office will call you if the arrival estimate changes, and you can ring {phone} at any time for an update.',
      },
    ],
  },
  {
    id: 'services-coverage',
    title: 'Services & Coverage',
    items: [
      {
        question: 'What services do you offer?',
        answer:
          'We provide 24/7 towing, breakdown recovery, accident recovery, battery jump starts, fuel delivery, and car and van recovery. Wherever possible we will try to get you moving at the roadside; if not, we will recover you and your vehicle.',
      },
      AREAS,
      {
        question: 'Do you recover vans as well as cars?',
        answer:
          'Yes. We recover cars and light commercial vans up to 3.5 tonnes gross vehicle weight. If your van is loaded, lowered or modified, please mention it when you call.',
      },
      EVS_AUTOMATICS,
      {
        question: 'Can you help if I have run out of fuel or my battery is flat?',
        answer:
          'Yes. We can deliver enough fuel to get you to the nearest filling station, and we carry professional jump packs for flat batteries. If you have put the wrong fuel in, do not start the engine, and tell us when you call.',
      },
    ],
  },
  {
    id: 'costs-payment',
    title: 'Costs & Payment',
    items: [
      COST,
      PAYMENT,
      {
        question: 'Are there any hidden charges?',
        answer:
          'No. We explain what is included when we quote, and if something changes on the day, for example the vehicle needs extra equipment to move it, we will tell you before doing any additional work.',
      },
      {
        question: 'Do you charge more at night or on bank holidays?',
        answer:
          'Quotes can vary with the time of day, distance and type of job, which is why we price each call individually. Ring {phone} and we will give you a quote for your situation at any hour.',
      },
      {
        question: 'Can I use a promotion code?',
        answer:
          'Yes. If you have a code from our promotions page, mention it when you call so we can apply it to your quote. Promotions are subject to their terms and conditions.',
      },
    ],
  },
  {
    id: 'insurance-safety',
    title: 'Insurance & Safety',
    items: [
      SMART_MOTORWAY,
      {
        question: 'How do I stay safe while I wait?',
        answer:
          'Switch on your hazard lights, leave the vehicle by the side away from traffic and wait well behind the barrier or off the road if it is safe to do so. Do not place a warning triangle on a motorway, and never try to make repairs on the carriageway.',
      },
      INSURED,
      {
        question: 'Can I claim the cost back from my insurer?',
        answer:
          'Many insurance policies and breakdown covers include recovery, so check your policy or call your insurer. We can provide an itemised invoice and job details to support your claim.',
      },
      {
        question: 'I am a member of a breakdown club. Can I still use you?',
        answer:
          'Yes. You are free to call us directly if you would rather not wait. Check with your provider first if you want to know whether they will reimburse the cost.',
      },
    ],
  },
  {
    id: 'process-what-to-expect',
    title: 'Process & What to Expect',
    items: [
      {
        question: 'What happens after I call?',
        answer:
          'We confirm your location, vehicle and the problem, give you a quote and an estimated arrival time, then dispatch the nearest suitable recovery vehicle. When the driver arrives, they will check it is safe to work and agree the plan with you before loading.',
      },
      {
        question: 'Where can you take my vehicle?',
        answer:
          'We can take your vehicle home, to a garage or dealership of your choice, or to another safe address you give us. Let us know the destination when you call so we can include it in your quote.',
      },
      {
        question: 'What if my keys are lost or the wheels will not turn?',
        answer:
          'We prefer to have the keys, but we can usually still move a vehicle with lost keys, a locked steering wheel or damaged wheels using skates and dollies. Tell us when you call, and be ready to show proof that you own or are authorised to move the vehicle.',
      },
      {
        question: 'Can I travel with my vehicle?',
        answer:
          'In most cases you can ride with the driver in the cab of the recovery truck. Tell us how many people need to travel when you call so we can confirm space for everyone.',
      },
      {
        question: 'What should I take out of my vehicle?',
        answer:
          'Please remove valuables, documents and anything you will need before the vehicle is loaded. We take care with every vehicle, but we cannot be responsible for personal items left inside.',
      },
    ],
  },
];

/** Exactly six questions for the home page accordion. */
export const HOME_FAQ: FaqItem[] = [
  RESPONSE_TIME,
  OPEN_HOURS,
  AREAS,
  COST,
  SMART_MOTORWAY,
  EVS_AUTOMATICS,
];
