// Placeholders: {company}, {phone}, {email}, {siteUrl}, {region} (and {region_short}, {region_wide}) are replaced from configuration when rendered.

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalPage {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}

/** ISO date (YYYY-MM-DD) the legal pages were last revised; format it in en-GB when rendering. */
export const LEGAL_UPDATED = '2026-11-21';

export const PRIVACY_POLICY: LegalPage = {
  title: 'Privacy Policy',
  updated: LEGAL_UPDATED,
  intro:
    'This policy explains what personal data {company} collects through {siteUrl}, why we collect it, how long we keep it and the rights you have. We are the controller of this data under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        '{company} provides 24/7 towing and breakdown recovery in {region}. If you have any questions about this policy or how we use your data, email us at {email} or call {phone}.',
      ],
    },
    {
      heading: 'Callback requests',
      paragraphs: [
        'When you ask us to call you back using the form on our contact page, we collect the details you give us:',
      ],
      list: [
        'your name and phone number',
        'your email address, if you choose to give it',
        'your location and the type of service you need',
        'how urgent your request is and your preferred callback time, if given',
        'any message you write to us',
      ],
    },
    {
      heading: 'How we use callback requests',
      paragraphs: [
        'We use these details to contact you, give you a quote and arrange and carry out any job you book with us. Our staff may add notes to your request and record its status (for example pending, contacted, completed or cancelled) so that the team can follow it up. Our lawful basis is that the processing is necessary to take steps at your request before entering into a contract with you, and to perform that contract if you go ahead.',
        'We keep the personal details of a callback request (your name, phone number, email address, message and our notes about the job) for {retentionDays} days after the job is completed or cancelled, so we can deal with questions, complaints or insurance claims about it. After that they are removed automatically; we keep only figures that do not identify you, such as the service, the area and the date. You can ask us to delete your request sooner (see "Your rights" below).',
        'Please do not include sensitive information, such as details about your health, in the message box.',
      ],
    },
    {
      heading: 'Customer reviews',
      paragraphs: [
        'With your agreement, we may publish a review of our service on this website. A review can include your name, your town or area, your rating, the review text, the type of service and the date of the service. Reviews are only shown on the website after a member of our staff has approved them, and you can ask us to remove your review at any time. Our lawful basis is your consent, which you can withdraw at any time without affecting anything we did before.',
        'If you leave a review on Google, Google handles that review under its own privacy policy.',
      ],
    },
    {
      heading: 'Staff accounts',
      paragraphs: [
        "Our staff sign in to a private admin console to manage the website. For each staff account we store the person's name and email address, and their password only as an argon2id hash, so the password itself is never stored. We also keep session records so that staff stay signed in securely and can sign out. Staff account details are kept while the account is active; session records are removed once they expire or the staff member signs out. Our lawful basis is our legitimate interest in running and securing our systems.",
      ],
    },
    {
      heading: 'Server logs and security',
      paragraphs: [
        'When you use our website, our server records technical information about each request, including your IP address, a request identifier and the time of the request. We use these logs to keep the website secure, to limit the number of requests from a single address (rate limiting) and to investigate faults or misuse. Logs are kept for 30 days and then deleted, unless we need to keep a specific entry longer to investigate a security incident. Our lawful basis is our legitimate interest in keeping the website secure and working.',
      ],
    },
    {
      heading: 'What we do not do',
      paragraphs: ['We keep things simple. Our website does not use:'],
      list: [
        'analytics or visitor tracking tools',
        'advertising or marketing cookies',
        'third-party scripts, fonts or embedded content; everything on the site is served from our own host',
      ],
    },
    {
      heading: 'Who we share your data with',
      paragraphs: [
        'We do not sell your personal data or share it with advertisers. We only share it where necessary: with our own drivers and staff who handle your job; with a garage, dealership or insurer when you ask us to; with IT service providers who support our systems, under contract and only on our instructions; and where the law requires us to, for example with the police.',
        'We do not transfer your personal data outside the UK unless the safeguards required by UK GDPR are in place.',
      ],
    },
    {
      heading: 'Links to other websites',
      paragraphs: [
        "Our website links to other services, such as our Google review page and a chat link that opens a messaging app. Those links are only followed if you choose to click them, and the other service's own privacy policy then applies.",
      ],
    },
    {
      heading: 'Keeping your data secure',
      paragraphs: [
        'We use appropriate technical and organisational measures to protect your data, including encrypted connections to our website, restricted staff access to the admin console, hashed passwords and limits on repeated requests.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'Under UK data protection law you have the right to:',
        'To use any of these rights, email {email}. We will respond within one month and will not normally charge a fee. We may need to confirm your identity before acting on your request.',
      ],
      list: [
        'ask for a copy of the personal data we hold about you',
        'ask us to correct data that is wrong or incomplete',
        'ask us to delete your data',
        'ask us to restrict how we use your data',
        'object to our use of your data where we rely on legitimate interests',
        'ask us to transfer data you have given us to another organisation',
        'withdraw your consent at any time where we rely on consent',
      ],
    },
    {
      heading: 'Complaints',
      paragraphs: [
        "If you are unhappy with how we have handled your data, please contact us first at {email} so we can try to put things right. You also have the right to complain to the Information Commissioner's Office (ICO), the UK regulator for data protection, at ico.org.uk or on 0303 123 1113.",
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'We may update this policy from time to time. The date at the top of this page shows when it was last changed.',
      ],
    },
  ],
};

export const TERMS_OF_SERVICE: LegalPage = {
  title: 'Terms of Service',
  updated: LEGAL_UPDATED,
  intro:
    'These terms apply to your use of {siteUrl} and to the towing and recovery services provided by {company}. Please read them carefully. Nothing in these terms affects your statutory rights as a consumer.',
  sections: [
    {
      heading: 'About us',
      paragraphs: [
        '{company} provides 24/7 towing and breakdown recovery in {region}. You can contact us on {phone} or at {email}.',
      ],
    },
    {
      heading: 'Using this website',
      paragraphs: [
        'The information on this website is for general guidance. We try to keep it accurate and up to date, but services, areas covered and offers may change, and we do not guarantee that the website will always be available or free from errors.',
        'You must not misuse the website, for example by submitting false requests, trying to gain access to parts of the website you are not authorised to use, or interfering with its operation.',
      ],
    },
    {
      heading: 'Callback requests',
      paragraphs: [
        'Submitting a callback request is not a booking and does not create a contract. It simply asks us to contact you. We aim to call back promptly, but we cannot guarantee a callback at a particular time.',
        'If you are in an emergency or in an unsafe position, do not rely on the callback form: call us on {phone}. If anyone is in danger, or you are stopped in a live lane, call 999 first.',
      ],
    },
    {
      heading: 'Quotes and bookings',
      paragraphs: [
        'We do not publish prices. We give quotes by phone, based on the information you give us about your vehicle, its location, the problem and where it needs to go. A contract is formed when you accept our quote and we confirm that we are sending a vehicle.',
        'If the situation on arrival is materially different from what we were told (for example the vehicle needs extra equipment to move it, or the destination changes), we will explain any change to the price and ask for your agreement before carrying out additional work.',
        'Arrival times we give are estimates. We will do our best to reach you as quickly as possible, but traffic, weather, road closures and demand can cause delays.',
      ],
    },
    {
      heading: 'Your responsibilities',
      paragraphs: ['When you book with us, you agree to:'],
      list: [
        'give us accurate information about your location, your vehicle and the problem',
        'confirm that you own the vehicle or are authorised to have it moved, and show proof if our driver asks',
        "follow our driver's safety instructions at the roadside",
        'tell us about anything that could affect a safe recovery, such as a modified, lowered or heavily loaded vehicle',
      ],
    },
    {
      heading: 'Payment',
      paragraphs: [
        'We accept debit and credit cards, cash and bank transfer. Unless we agree otherwise, payment is due when the job is completed. All prices are in pounds sterling.',
        'If you ask us to invoice an insurer or other third party and they do not pay some or all of the amount due, you remain responsible for paying it.',
      ],
    },
    {
      heading: 'Cancellation',
      paragraphs: [
        'You can cancel a booking at any time by calling {phone}. If you cancel before we have dispatched a vehicle, there is nothing to pay. If you cancel after a vehicle has been dispatched, we may charge a reasonable amount to cover the work already done; we will tell you about this when we quote.',
        'Where you book by phone, you may have a legal right to cancel within 14 days. By asking us to attend straight away, you ask us to start the service within that period; if you cancel after we have set off, you may have to pay for the service provided up to the time you cancel, and once the service has been completed the right to cancel no longer applies.',
      ],
    },
    {
      heading: 'Items left in vehicles',
      paragraphs: [
        'Please remove valuables, cash, documents and personal belongings before your vehicle is loaded. We are not responsible for the loss of, or damage to, items left in a vehicle unless the loss or damage is caused by our negligence or our breach of these terms.',
      ],
    },
    {
      heading: 'Our liability',
      paragraphs: [
        'We carry out every job with reasonable care and skill and are fully insured. Our driver may note the condition of your vehicle before loading it. We are not responsible for existing faults or damage, or for damage that results from the breakdown or accident itself.',
        'We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or failing to use reasonable care and skill. We are not responsible for loss or damage that was not foreseeable, or for business losses.',
        'Nothing in these terms limits or excludes our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for anything else that cannot be limited or excluded by law.',
      ],
    },
    {
      heading: 'Promotions and reviews',
      paragraphs: [
        'Promotions are subject to the terms and conditions shown on our promotions page. Customer reviews are published at our discretion and only after approval; we may decline or remove any review that is offensive, misleading or unrelated to our services.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        'The content of this website, including text, images, videos and logos, belongs to {company} or is used with permission. You may view and print it for your own use, but you must not copy or reuse it for commercial purposes without our written consent.',
      ],
    },
    {
      heading: 'Complaints',
      paragraphs: [
        'If you are unhappy with our service, please contact us at {email} or on {phone}. We will look into your complaint and aim to respond within 14 days.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms from time to time. The version that applies to a job is the one shown on this website when you booked it.',
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction. If you live in Scotland or Northern Ireland, you may also bring proceedings in your local courts.',
      ],
    },
  ],
};

export const COOKIE_POLICY: LegalPage = {
  title: 'Cookie Policy',
  updated: LEGAL_UPDATED,
  intro:
    'This policy explains how {siteUrl} uses cookies and similar browser storage. In short: our public website does not set any cookies, and we do not use analytics or advertising technology.',
  sections: [
    {
      heading: 'What cookies and local storage are',
      paragraphs: [
        'Cookies are small text files that a website can save in your browser. Local storage is a similar feature that lets a website keep small pieces of information in your browser. Under the Privacy and Electronic Communications Regulations (PECR), websites must ask for your consent before using them, unless they are strictly necessary to provide a service you have asked for.',
      ],
    },
    {
      heading: 'The public website',
      paragraphs: [
        'Our public website, including our services, offers, reviews, FAQ and contact pages, does not set any cookies and does not store anything in your browser. Submitting a callback request does not set a cookie either. Because of this, we do not show a cookie banner.',
      ],
    },
    {
      heading: 'No analytics, advertising or third-party content',
      paragraphs: ['We do not use:'],
      list: [
        'analytics or statistics cookies',
        'advertising, marketing or social media tracking cookies',
        'third-party scripts, fonts or embedded content; everything on the site is served from our own host',
      ],
    },
    {
      heading: 'The staff admin console',
      paragraphs: [
        "Our staff use a private admin console to manage the website. When a member of staff signs in, the console stores their sign-in token and basic account details (name and email address) in the browser's local storage so that they stay signed in. This storage is strictly necessary for the admin console to work, is used only by our staff and is cleared when they sign out or when the session is no longer valid. It is never used for tracking or advertising.",
      ],
    },
    {
      heading: 'Links to other websites',
      paragraphs: [
        'Our website contains links to other services, such as our Google review page and a messaging app for chat. If you follow those links, the other service may set its own cookies under its own cookie policy.',
      ],
    },
    {
      heading: 'Managing cookies and storage',
      paragraphs: [
        "You can view and delete cookies and local storage at any time in your browser's settings, usually under privacy or site data. Clearing local storage for our website will sign staff out of the admin console but will not affect how the public website works.",
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        'If we ever introduce cookies that are not strictly necessary, we will update this policy and ask for your consent first. If you have any questions, email us at {email}.',
      ],
    },
  ],
};
