/**
 * Hand-written demo content for an empty database: a complete, believable site for a 24/7 towing
 * and breakdown recovery firm in Birmingham and the West Midlands. Every date is relative to `now`,
 * so "expiring soon", "expired" and "recent" look right whichever day the seed runs.
 *
 * The company name, phone and website are configuration (the business profile), not content, so
 * nothing here names the firm. Phone numbers use Ofcom's drama ranges; emails use example domains.
 */
import type {
  CallbackRequestInput,
  CallbackStatus,
  LocationInput,
  PromotionInput,
  ReviewInput,
  SeoSettingInput,
  ServiceInput,
} from '@tow/contracts';
import { currentLocalDateTime, SERVED_AREAS } from '@tow/contracts';

export interface DemoContent {
  services: ServiceInput[];
  promotions: PromotionInput[];
  reviews: (ReviewInput & { created_at: string })[];
  locations: LocationInput[];
  seoSettings: SeoSettingInput[];
  callbackRequests: (CallbackRequestInput & {
    status: CallbackStatus;
    admin_notes: string;
    created_at: string;
  })[];
}

/** Demo content relative to `now`, so that expiry flags and "recent" lists look right on any day. */
export function demoContent(now: Date): DemoContent {
  const date = (days: number) => ukDateFromNow(now, days);
  const ago = (days: number, hours = 0, minutes = 0) => timestampAgo(now, days, hours, minutes);
  /** A UK wall-clock time 'YYYY-MM-DDTHH:mm:ss', as a datetime-local input sends it. */
  const callbackAt = (days: number, time: string) => `${ukDateFromNow(now, days)}T${time}`;

  const services: ServiceInput[] = [
    {
      name: 'Towing Service',
      icon: 'towing-service',
      short_description:
        'Round-the-clock towing across Birmingham and the West Midlands, by flatbed, for cars that cannot be driven.',
      description: paragraphs(
        "When your vehicle can't be driven, we tow it wherever it needs to go: your home, your garage, a main dealer or a secure compound. Our flatbed trucks carry the whole car, so there is no wear on the gearbox or drivetrain, which matters for automatics, four-wheel drives and electric vehicles.",
        'We tow across Birmingham and the wider West Midlands day and night, including the M6, M5, M42 and A38. Drivers strap every vehicle down by the wheels, photograph it before loading and keep you updated with a realistic arrival time.',
        'Short local tows and longer moves are both welcome. Ring us with where the vehicle is and where it needs to go, and we will give you a clear quote before we set off.',
      ),
      features: [
        'Flatbed transport for low, prestige and classic cars',
        'Safe towing for automatics, 4x4s and electric vehicles',
        'Drop-offs at homes, garages and dealers across the West Midlands',
        'Longer-distance moves anywhere in the UK',
        'Vehicles photographed and wheel-strapped before every move',
      ],
      price_from: null,
      price_text: 'Call for a quote',
      is_active: true,
      sort_order: 1,
      meta_title: 'Towing Service in Birmingham | 24/7 Flatbed Towing',
      meta_description:
        'Flatbed towing across Birmingham and the West Midlands, day or night. Cars, 4x4s and EVs moved safely to your home, garage or dealer. Call for a quote.',
    },
    {
      name: 'Breakdown Recovery',
      icon: 'breakdown-recovery',
      short_description:
        'Broken down at home, at work or on the motorway? We come out day or night to get you moving or get you home.',
      description: paragraphs(
        "Breakdowns rarely happen at a convenient time. Whether it's a snapped cambelt on the Aston Expressway or a car that won't start on a driveway in Walsall, we send the nearest available truck and keep you informed while it's on its way.",
        "Our drivers carry the kit to fix common faults at the roadside, from flat batteries to a wheel change onto your spare. When a repair isn't possible we recover you, your passengers and your vehicle to a garage or to your home.",
        "If you've broken down on a motorway, leave the car by the passenger side, stand well back behind the barrier and call us once you're safe.",
      ),
      features: [
        'Motorway recovery on the M6, M5, M42 and M6 Toll',
        'Roadside fixes for common faults where it is safe to work',
        'Passengers recovered along with the vehicle',
        'Delivery to your home or the garage of your choice',
        'No membership needed: call us only when you need us',
      ],
      price_from: null,
      price_text: '',
      is_active: true,
      sort_order: 2,
      meta_title: 'Breakdown Recovery Birmingham | M6, M5 & M42 Cover',
      meta_description:
        'Broken down in Birmingham or on the M6, M5 or M42? We recover you, your passengers and your vehicle 24/7, with roadside fixes where safe. No membership needed.',
    },
    {
      name: 'Battery Jump Start',
      icon: 'battery-jump-start',
      short_description:
        'Flat battery? We come to you with a professional jump pack and get the engine running, usually without a tow.',
      description: paragraphs(
        'Cold mornings, lights left on or a car that has sat for a fortnight in an airport car park: flat batteries are the call we get most. We bring a professional lithium jump pack that is safe for modern electronics, stop-start systems and hybrids.',
        'Once the engine is running we test the battery and the charging system, so you know whether it was a one-off or the battery needs replacing. If it will not hold a charge, we can tow you to a garage instead.',
        'We regularly start cars in multi-storey and underground car parks, including around the Bullring, Grand Central, the NEC and Birmingham Airport.',
      ),
      features: [
        'Jump packs safe for stop-start, hybrid and modern electronics',
        'Battery and alternator test after every jump start',
        'Call-outs to homes, workplaces and car parks',
        'Help in multi-storey and underground car parks',
        "Tow to a garage if the battery won't hold charge",
      ],
      price_from: null,
      price_text: 'Call for a quote',
      is_active: true,
      sort_order: 3,
      meta_title: 'Battery Jump Start Birmingham | Mobile Call-Out 24/7',
      meta_description:
        'Flat battery at home, at work or in a car park? We jump start cars and vans across Birmingham day and night, then test your battery and alternator on the spot.',
    },
    {
      name: 'Accident Recovery',
      icon: 'accident-recovery',
      short_description:
        'Careful recovery after a collision, with your vehicle taken somewhere safe and a photo record for your insurer.',
      description: paragraphs(
        'After an accident the last thing you need is a long wait at the roadside. Once the emergency services have made the scene safe, we recover damaged vehicles from roads, verges and car parks and sweep glass and debris from the carriageway.',
        "Vehicles that can't be driven are winched onto a flatbed and taken to secure storage, your home, a body shop or your insurer's approved repairer. We photograph the vehicle before loading so you have a record for your claim.",
        'We can deal directly with your insurer or accident management company, and we tell you upfront about any storage charges.',
      ),
      features: [
        'Winch recovery of non-driveable and overturned vehicles',
        'Glass and debris cleared from the carriageway',
        'Secure vehicle storage while your claim is handled',
        'Photographs taken before loading for your insurer',
        "Delivery to your insurer's approved repairer",
      ],
      price_from: null,
      price_text: '',
      is_active: true,
      sort_order: 4,
      meta_title: 'Accident Recovery Birmingham | 24/7 Collision Recovery',
      meta_description:
        'Accident recovery across Birmingham and the West Midlands, 24/7. Non-driveable vehicles winched, stored securely and delivered to your repairer or insurer.',
    },
    {
      name: 'Fuel Delivery',
      icon: 'fuel-delivery',
      short_description:
        'Run out of fuel or filled up with the wrong one? We bring enough to get you to the nearest filling station.',
      description: paragraphs(
        'Running dry happens to everyone eventually, often between junctions on the M6 or on a quiet road late at night. We bring petrol or diesel in approved containers and put enough in the tank to get you safely to the nearest filling station.',
        "Put petrol in a diesel, or diesel in a petrol car? Don't start the engine or switch the ignition on. Call us and we will drain the tank and flush the fuel lines, or recover the vehicle to a garage if the engine has already been run.",
      ),
      features: [
        'Petrol and diesel delivered in approved safety containers',
        'Enough fuel to reach the nearest filling station',
        'Wrong-fuel help: advice, tank drain and recovery',
        'Diesel systems bled after running dry',
        'Roadside and motorway fuel drops day and night',
      ],
      price_from: null,
      price_text: 'Call for a quote',
      is_active: true,
      sort_order: 5,
      meta_title: 'Emergency Fuel Delivery Birmingham | Wrong Fuel Help',
      meta_description:
        'Run out of fuel or filled up with the wrong one? We deliver petrol and diesel across Birmingham and the West Midlands 24/7 and drain misfuelled tanks safely.',
    },
    {
      name: 'Car Recovery',
      icon: 'car-recovery',
      short_description:
        'Car and van recovery across the West Midlands: non-runners, auction buys, SORN vehicles and vans up to 3.5 tonnes.',
      description: paragraphs(
        'Not every recovery is an emergency. We move non-running cars and vans between homes, garages, body shops and MOT centres, collect auction and private-sale purchases, and take SORN vehicles off the drive.',
        'Our trucks carry cars and light commercial vans up to 3.5 tonnes, including Transits, Sprinters and other panel vans. Vehicles with no keys, seized brakes or flat tyres are loaded with skates and a winch.',
        'Book a time that suits you or call for a same-day collection. We confirm the pick-up and drop-off addresses and give you a quote before we book.',
      ),
      features: [
        'Cars and vans up to 3.5 tonnes, including panel vans',
        'Non-runners, SORN and no-key vehicles',
        'Auction and private-sale collections',
        'Transfers to garages, MOT centres and body shops',
        'Same-day or pre-booked collections',
      ],
      price_from: null,
      price_text: 'Call for a quote',
      is_active: true,
      sort_order: 6,
      meta_title: 'Car & Van Recovery Birmingham | Non-Runners Collected',
      meta_description:
        'Car and van recovery across the West Midlands: non-runners, SORN and auction vehicles, and vans up to 3.5 tonnes moved to your garage or home. Call for a quote.',
    },
  ];

  const promotions: PromotionInput[] = [
    {
      title: '10% off for NHS staff',
      description:
        'NHS staff get 10% off towing, breakdown recovery and car recovery. Show your NHS ID badge to the driver when we arrive, or quote the code when you call.',
      discount_type: 'percentage',
      discount_value: 10,
      code: 'NHS10',
      valid_from: date(-30),
      valid_until: date(60),
      is_active: true,
      applicable_services: ['Towing Service', 'Breakdown Recovery', 'Car Recovery'],
      service_type: null,
    },
    {
      title: '£15 off jump starts booked online',
      description:
        'Request a callback through our website for a battery jump start and get £15 off. Mention the code when we ring you back. Ends this week.',
      discount_type: 'fixed',
      discount_value: 15,
      code: 'JUMP15',
      valid_from: date(-14),
      valid_until: date(3),
      is_active: true,
      applicable_services: ['Battery Jump Start'],
      service_type: 'Battery Jump Start',
    },
    {
      title: 'Free battery health check with any recovery',
      description:
        'Every towing, breakdown or car recovery job comes with a free battery and charging-system test, with a printed result, so you know where you stand before winter.',
      discount_type: 'free',
      discount_value: null,
      code: null,
      valid_from: date(-7),
      valid_until: date(45),
      is_active: true,
      applicable_services: ['Towing Service', 'Breakdown Recovery', 'Car Recovery'],
      service_type: 'Breakdown Recovery',
    },
    {
      title: '£10 off car recovery for students',
      description:
        'Students at Birmingham, Aston, BCU and Coventry universities get £10 off moving a non-runner home or to a garage. Show a valid student card.',
      discount_type: 'fixed',
      discount_value: 10,
      code: 'STUDENT10',
      valid_from: date(-70),
      valid_until: date(-10),
      is_active: true,
      applicable_services: ['Car Recovery'],
      service_type: null,
    },
    {
      title: '15% off for taxi and private hire drivers',
      description:
        'Licensed Birmingham, Solihull and Walsall taxi and private hire drivers get 15% off breakdown and accident recovery and jump starts. Show your badge to the driver.',
      discount_type: 'percentage',
      discount_value: 15,
      code: 'CAB15',
      valid_from: date(-5),
      valid_until: date(55),
      is_active: false,
      applicable_services: ['Breakdown Recovery', 'Accident Recovery', 'Battery Jump Start'],
      service_type: null,
    },
  ];

  const reviews: (ReviewInput & { created_at: string })[] = [
    {
      customer_name: 'Sarah K.',
      customer_location: 'Sutton Coldfield',
      review_text:
        'Broke down on the M6 northbound just past junction 6 at 2am with both kids asleep in the back. The driver was with us in about 40 minutes, got us all into the cab and had the car on our drive in Sutton before 4.',
      rating: 5,
      service_type: 'Breakdown Recovery',
      service_date: date(-12),
      is_featured: true,
      is_approved: true,
      created_at: ago(10, 7),
    },
    {
      customer_name: 'Priya S.',
      customer_location: 'Edgbaston',
      review_text:
        'Flat battery in the Bullring car park after a late shift. They were there in half an hour, had it started in two minutes and tested the alternator too, so I knew it would get me home.',
      rating: 5,
      service_type: 'Battery Jump Start',
      service_date: date(-26),
      is_featured: true,
      is_approved: true,
      created_at: ago(25, 3),
    },
    {
      customer_name: 'James O.',
      customer_location: 'Erdington',
      review_text:
        'Clutch went on my Golf, so it needed towing from Erdington to my garage in Perry Barr. Rang in the morning, collected by lunchtime, and the driver sent me a photo when it was dropped off.',
      rating: 5,
      service_type: 'Towing Service',
      service_date: date(-41),
      is_featured: true,
      is_approved: true,
      created_at: ago(39, 5),
    },
    {
      customer_name: 'Mark T.',
      customer_location: 'Walsall',
      review_text:
        'Ran out of diesel on the A34 outside Walsall, my own fault for ignoring the light. They brought enough to get me to the next garage and bled the system so it fired up first time.',
      rating: 5,
      service_type: 'Fuel Delivery',
      service_date: date(-19),
      is_featured: false,
      is_approved: true,
      created_at: ago(18, 2),
    },
    {
      customer_name: 'Emma L.',
      customer_location: 'Solihull',
      review_text:
        "Had my daughter's non-running Fiesta brought back from her student house to Solihull. Fair quote and careful driver. Four stars only because the pick-up slipped by an hour, though they did ring ahead to warn me.",
      rating: 4,
      service_type: 'General Service',
      service_date: date(-54),
      is_featured: false,
      is_approved: true,
      created_at: ago(51, 6),
    },
    {
      customer_name: 'Daniel W.',
      customer_location: 'Coventry',
      review_text:
        'Cambelt snapped on the A45 near Coventry in rush hour. The driver parked behind me with his beacons on straight away, which made me feel a lot safer, and took the car to my garage in Binley.',
      rating: 5,
      service_type: 'Breakdown Recovery',
      service_date: date(-63),
      is_featured: false,
      is_approved: true,
      created_at: ago(62, 1),
    },
    {
      customer_name: 'Hannah B.',
      customer_location: 'Tamworth',
      review_text:
        "Car wouldn't start on a frosty morning in Tamworth and I had a shift to get to. Quick, friendly, and they didn't try to sell me a battery I didn't need.",
      rating: 5,
      service_type: 'Battery Jump Start',
      service_date: date(-77),
      is_featured: false,
      is_approved: true,
      created_at: ago(76, 4),
    },
    {
      customer_name: 'Tom R.',
      customer_location: 'Coleshill',
      review_text:
        'Collected a non-runner I bought at auction near Coleshill and delivered it to my unit. Careful loading and a fair price. It took a while to get through on the phone on a Saturday morning.',
      rating: 4,
      service_type: 'Towing Service',
      service_date: date(-88),
      is_featured: false,
      is_approved: true,
      created_at: ago(85, 8),
    },
    {
      customer_name: 'Aisha M.',
      customer_location: 'Small Heath',
      review_text:
        'Put petrol in my diesel Qashqai at a station on the Coventry Road. They told me not to start it, came out within the hour and drained the tank on the forecourt.',
      rating: 5,
      service_type: 'Fuel Delivery',
      service_date: date(-101),
      is_featured: false,
      is_approved: true,
      created_at: ago(99, 2),
    },
    {
      customer_name: 'Gary H.',
      customer_location: 'Water Orton',
      review_text:
        "Used them twice now, once for my work van and once for my wife's car. Same straightforward service both times, and the drivers know the local roads properly.",
      rating: 5,
      service_type: 'General Service',
      service_date: date(-115),
      is_featured: false,
      is_approved: true,
      created_at: ago(112, 5),
    },
    {
      customer_name: 'Chloe P.',
      customer_location: 'Kingstanding',
      review_text:
        'Broke down on the Aston Expressway at 11pm on a Friday. The driver was calm, got me off the road quickly and dropped me and the car home.',
      rating: 5,
      service_type: 'Breakdown Recovery',
      service_date: date(-3),
      is_featured: false,
      is_approved: false,
      created_at: ago(1, 4),
    },
    {
      customer_name: 'Lewis J.',
      customer_location: 'Erdington',
      review_text:
        'Clutch went on my Transit on the M42 near junction 9. They got the van on the truck and to my mechanic in Erdington the same afternoon, so I only lost half a day of work.',
      rating: 5,
      service_type: 'Towing Service',
      service_date: date(-5),
      is_featured: false,
      is_approved: false,
      created_at: ago(3, 9),
    },
  ];

  const locations: LocationInput[] = [
    {
      name: 'Birmingham',
      slug: 'birmingham',
      description:
        'We cover the whole of Birmingham, from the city centre and the Jewellery Quarter out to Northfield, Hall Green and Kingstanding. Most calls here are flat batteries in city-centre car parks around the Bullring and Grand Central, breakdowns on the A38(M) Aston Expressway and the Middleway, and recoveries near Spaghetti Junction at M6 junction 6. With trucks close to the city, we typically reach central Birmingham within 30 to 45 minutes, traffic permitting.',
      // Birmingham's own post town; B46 is Coleshill's, and B22, B39 and B41 are not in use.
      postcode_districts: [
        ...range('B', 1, 21),
        ...range('B', 23, 38),
        'B40',
        ...range('B', 42, 45),
        'B47',
        'B48',
      ],
      is_active: true,
      sort_order: 0,
      // Town centre, for the nearest-area pick of a driver's position.
      latitude: 52.4797,
      longitude: -1.9026,
    },
    {
      name: 'Walsall',
      slug: 'walsall',
      description:
        'We work across Walsall, Bloxwich, Aldridge, Willenhall and Darlaston, and along the M6 between junctions 7 and 10. Typical jobs include breakdowns on the Black Country Route and the A34 Birmingham Road, jump starts on cold mornings and non-runners taken to local garages and MOT centres. We typically reach Walsall within 30 to 45 minutes.',
      // WS7 is Burntwood and WS10 Wednesbury: other post towns.
      postcode_districts: [...range('WS', 1, 6), 'WS8', 'WS9'],
      is_active: true,
      sort_order: 1,
      // Town centre, for the nearest-area pick of a driver's position.
      latitude: 52.5862,
      longitude: -1.9829,
    },
    {
      name: 'Coventry',
      slug: 'coventry',
      description:
        'We cover Coventry inside and outside the ring road, including Binley, Tile Hill, Canley and the area around University Hospital. Many Coventry jobs are on the A45 and A46, the M6 around junctions 2 and 3, and the M69. Coventry is further from our base than most of our areas, so we typically arrive within 45 to 60 minutes.',
      // CV8 is Kenilworth.
      postcode_districts: range('CV', 1, 7),
      is_active: true,
      sort_order: 2,
      // Town centre, for the nearest-area pick of a driver's position.
      latitude: 52.4068,
      longitude: -1.5197,
    },
    {
      name: 'Solihull',
      slug: 'solihull',
      description:
        'We cover Solihull, Shirley, Knowle, Dorridge and Chelmsley Wood, and the busy stretch of the M42 between junctions 4 and 6. Flat batteries after long stays at Birmingham Airport and the NEC car parks are a regular call, along with motorway breakdowns and accident recovery on the A41 and A45. We typically reach Solihull within 30 to 45 minutes.',
      postcode_districts: range('B', 90, 94),
      is_active: true,
      sort_order: 3,
      // Town centre, for the nearest-area pick of a driver's position.
      latitude: 52.4118,
      longitude: -1.7776,
    },
    {
      name: 'Tamworth',
      slug: 'tamworth',
      description:
        'We cover Tamworth, Wilnecote, Fazeley and Kingsbury, with the A5, the M42 at junction 10 and the M6 Toll close by. Typical jobs are breakdowns on the A5, jump starts at Ventura Park and recovering non-runners to local garages. We typically reach Tamworth within 35 to 50 minutes.',
      postcode_districts: range('B', 77, 79),
      is_active: true,
      sort_order: 4,
      // Town centre, for the nearest-area pick of a driver's position.
      latitude: 52.6339,
      longitude: -1.6958,
    },
    {
      name: 'Water Orton',
      slug: 'water-orton',
      description:
        'Water Orton sits right beside the M6 and M42 interchange, so we are often nearby for motorway breakdowns at M6 junction 4A and the start of the M6 Toll. In the village itself we help with flat batteries, vans that will not start after the weekend and cars that need moving to a garage. We typically reach Water Orton within 20 to 35 minutes.',
      // Water Orton's postcodes are B46, listed under Coleshill: a district belongs to one area.
      postcode_districts: [],
      is_active: true,
      sort_order: 5,
      // Town centre, for the nearest-area pick of a driver's position.
      latitude: 52.5163,
      longitude: -1.7422,
    },
    {
      name: 'Coleshill',
      slug: 'coleshill',
      description:
        'We cover Coleshill and the villages around it, including Shustoke and Maxstoke, with M6 junction 4 and M42 junctions 7 to 9 on the doorstep. Vans and company cars at Hams Hall, breakdowns on the A446 and jump starts at Coleshill Parkway station are typical jobs. We typically reach Coleshill within 25 to 40 minutes.',
      postcode_districts: ['B46'],
      is_active: true,
      sort_order: 6,
      // Town centre, for the nearest-area pick of a driver's position.
      latitude: 52.4987,
      longitude: -1.7079,
    },
    {
      name: 'Sutton Coldfield',
      slug: 'sutton-coldfield',
      description:
        'We cover Sutton Coldfield, Four Oaks, Mere Green, Walmley, Boldmere and Wylde Green, and the roads around Sutton Park. Typical jobs are jump starts on driveways, school-run breakdowns on the A5127 and A453, and recoveries from the A38 towards Lichfield and the M6 Toll. We typically reach Sutton Coldfield within 25 to 40 minutes.',
      postcode_districts: range('B', 72, 76),
      is_active: true,
      sort_order: 7,
      // Town centre, for the nearest-area pick of a driver's position.
      latitude: 52.563,
      longitude: -1.8224,
    },
  ];

  const seoSettings: SeoSettingInput[] = [
    {
      page: 'home',
      meta_title: '24/7 Towing & Breakdown Recovery Birmingham | West Mids',
      meta_description:
        '24/7 towing, breakdown recovery, jump starts and fuel delivery across Birmingham and the West Midlands. Rapid response, fully insured. Call us for a quote.',
      meta_keywords:
        'towing Birmingham, breakdown recovery Birmingham, 24/7 recovery West Midlands, car recovery, jump start, fuel delivery, accident recovery',
      structured_data: {
        '@context': 'https://schema.org',
        '@type': 'AutomotiveBusiness',
        description:
          '24/7 towing and breakdown recovery for Birmingham and the West Midlands, open 365 days a year.',
        foundingDate: '2021',
        openingHoursSpecification: {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
          opens: '00:00',
          closes: '23:59',
        },
        areaServed: SERVED_AREAS.map((name) => ({ '@type': 'City', name })),
      },
      additional_head_tags: '',
      is_active: true,
    },
    {
      page: 'about',
      meta_title: 'About Us | Local Towing & Recovery Team in Birmingham',
      meta_description:
        'A Birmingham recovery team established in 2021, licensed and fully insured, covering the West Midlands 24 hours a day, 365 days a year. Meet the team behind it.',
      meta_keywords:
        'about us, Birmingham recovery company, local towing firm, licensed recovery operator, insured breakdown recovery',
      structured_data: null,
      additional_head_tags: '',
      is_active: true,
    },
    {
      page: 'services',
      meta_title: 'Towing, Recovery & Jump Start Services | Birmingham',
      meta_description:
        'Towing, breakdown and accident recovery, battery jump starts, fuel delivery, and car and van recovery across Birmingham and the West Midlands, 24 hours a day.',
      meta_keywords:
        'towing service, breakdown recovery, battery jump start, accident recovery, fuel delivery, car recovery, van recovery, Birmingham',
      structured_data: {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        itemListElement: services.map(({ name }, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          item: { '@type': 'Service', name, areaServed: 'Birmingham and the West Midlands' },
        })),
      },
      additional_head_tags: '',
      is_active: true,
    },
    {
      page: 'contact',
      meta_title: 'Contact Us | 24/7 Emergency Recovery Line Birmingham',
      meta_description:
        'Broken down or need a tow? Call our 24/7 emergency line or request a callback online. We cover Birmingham, Solihull, Walsall, Coventry and the West Midlands.',
      meta_keywords:
        'contact recovery Birmingham, emergency breakdown number, request callback, 24/7 towing phone number',
      structured_data: null,
      additional_head_tags: '',
      is_active: true,
    },
    {
      page: 'reviews',
      meta_title: 'Customer Reviews | Towing & Recovery in Birmingham',
      meta_description:
        'Read what drivers across Birmingham and the West Midlands say about our towing, breakdown recovery and jump start services. Rated 5.0 stars on Google reviews.',
      meta_keywords:
        'towing reviews Birmingham, breakdown recovery reviews, customer testimonials, 5 star recovery company',
      structured_data: null,
      additional_head_tags: '',
      is_active: true,
    },
    {
      page: 'faq',
      meta_title: 'Towing & Breakdown FAQs | What To Do When You Break Down',
      meta_description:
        'Answers to common questions: what to do if you break down on a motorway, how quickly we arrive, which areas we cover, and how to get a quote for your recovery.',
      meta_keywords:
        'breakdown FAQ, what to do if you break down, motorway breakdown advice, towing questions, recovery quote',
      structured_data: null,
      additional_head_tags: '',
      is_active: true,
    },
    {
      page: 'promotions',
      meta_title: 'Towing & Recovery Offers | Discounts in Birmingham',
      meta_description:
        'Current offers on towing, breakdown recovery and jump starts in Birmingham and the West Midlands, including NHS staff discounts and free battery health checks.',
      meta_keywords:
        'towing discount, breakdown recovery offer, NHS discount recovery, jump start offer, Birmingham promotions',
      structured_data: null,
      additional_head_tags: '',
      is_active: true,
    },
  ];

  const callbackRequests: DemoContent['callbackRequests'] = [
    {
      name: 'Liam Carter',
      phone: '07700 900417',
      email: null,
      location: 'Birmingham',
      service_type: 'Breakdown Recovery',
      urgency: 'emergency',
      message:
        "Broken down on the M6 northbound near J6, hazard lights on. Lost power and it won't restart. On the hard shoulder behind the barrier.",
      preferred_callback_time: null,
      status: 'pending',
      admin_notes: '',
      created_at: ago(0, 0, 6),
    },
    {
      name: 'Fatima Begum',
      phone: '0121 496 0382',
      email: 'fatima.begum@example.co.uk',
      location: 'Solihull',
      service_type: 'Battery Jump Start',
      urgency: 'high',
      message:
        'Flat battery in the short-stay car park at Birmingham Airport, just landed. Silver Toyota Yaris on level 2.',
      preferred_callback_time: null,
      status: 'pending',
      admin_notes: '',
      created_at: ago(0, 0, 24),
    },
    {
      name: 'Robert Hughes',
      phone: '07700 900268',
      email: 'rob.hughes@example.com',
      location: 'Tamworth',
      service_type: 'Car Recovery',
      urgency: 'low',
      message:
        'Non-running Ford Focus on my drive, currently SORN. Needs taking to a garage in Wilnecote some time this week.',
      preferred_callback_time: callbackAt(1, '10:30:00'),
      status: 'pending',
      admin_notes: '',
      created_at: ago(0, 2, 15),
    },
    {
      name: 'Ben Mitchell',
      phone: '+44 7700 900812',
      email: 'ben.mitchell@example.com',
      location: 'Walsall',
      service_type: 'Fuel Delivery',
      urgency: 'high',
      message:
        "Put petrol in my diesel van at the garage on Broadway North. Haven't started it. Parked at the side of the forecourt.",
      preferred_callback_time: null,
      status: 'contacted',
      admin_notes:
        'Rang back within 5 minutes. Told him not to turn the ignition on. Driver on the way with the drain kit, ETA about 35 minutes.',
      created_at: ago(0, 3, 40),
    },
    {
      name: 'Natalie Evans',
      phone: '07700 900539',
      email: null,
      location: 'Coventry',
      service_type: 'Towing Service',
      urgency: 'medium',
      message:
        'Clutch has gone. Car is parked safely outside my house in Tile Hill and needs to go to my garage in Canley.',
      preferred_callback_time: null,
      status: 'contacted',
      admin_notes:
        'Called back and quoted. Booked for tomorrow morning; keys left with the neighbour at number 14.',
      created_at: ago(1, 5),
    },
    {
      name: 'Sophie Clarke',
      phone: '0121 496 0927',
      email: 'sophie.clarke@example.co.uk',
      location: 'Sutton Coldfield',
      service_type: 'Accident Recovery',
      urgency: 'emergency',
      message:
        'Minor collision on the A38 near Sutton, front wheel damaged and the car cannot be driven. Police on scene, nobody hurt.',
      preferred_callback_time: null,
      status: 'completed',
      admin_notes:
        'Recovered to the body shop in Walmley. Photos emailed to the customer for her insurer. Job closed.',
      created_at: ago(2, 9),
    },
    {
      name: 'Kwame Asante',
      phone: '07700 900154',
      email: null,
      location: 'Water Orton',
      service_type: 'Battery Jump Start',
      urgency: 'medium',
      message:
        "Work van won't start at the yard on Attleboro Lane. Think the battery is flat after sitting over the weekend.",
      preferred_callback_time: null,
      status: 'completed',
      admin_notes:
        'Jump started. Battery tested weak (11.9V resting), advised replacement; customer will sort it with his own supplier.',
      created_at: ago(4, 2),
    },
    {
      name: 'Margaret Doyle',
      phone: '0121 496 0073',
      email: 'margaret.doyle@example.co.uk',
      location: 'Coleshill',
      service_type: 'Car Recovery',
      urgency: 'low',
      message:
        "Would like a quote to move my late husband's car from Coleshill to my son's house in Erdington. It hasn't been driven for a year.",
      preferred_callback_time: null,
      status: 'cancelled',
      admin_notes:
        'Quoted by phone. Customer rang back to cancel: her son is collecting it on a trailer himself. Happy to hear from her again.',
      created_at: ago(6, 4),
    },
  ];

  return { services, promotions, reviews, locations, seoSettings, callbackRequests };
}

/** Paragraphs of a long description, separated by a blank line. */
function paragraphs(...texts: string[]): string {
  return texts.join('\n\n');
}

/** The UK calendar date `days` after `now` (negative for before), as 'YYYY-MM-DD'. */
function ukDateFromNow(now: Date, days: number): string {
  // Calendar days, not 24-hour steps: a clock change between the two dates must not shift them.
  const [y, m, d] = currentLocalDateTime(now).slice(0, 10).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The ISO timestamp the given time before `now`, e.g. `timestampAgo(now, 0, 2, 15)`. */
function timestampAgo(now: Date, days: number, hours = 0, minutes = 0): string {
  return new Date(now.getTime() - ((days * 24 + hours) * 60 + minutes) * 60_000).toISOString();
}

/** `range('B', 1, 3)` → `['B1', 'B2', 'B3']`: a run of postcode districts. */
function range(area: string, first: number, last: number): string[] {
  return Array.from({ length: last - first + 1 }, (_, i) => `${area}${first + i}`);
}
