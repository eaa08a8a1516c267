import type { EquipmentType } from '@haulclub/shared';

/**
 * The demo market's other members (seed-market.ts): verified brokers and onboarded truckers who
 * booked the demo lanes over the last 90 days, so lane rates, fairness badges, ratings and speed
 * scores show real figures. They have no password (nobody can sign in as them); their MC and DOT
 * numbers are not in the FMCSA fixture.
 */
export interface MarketBroker {
  firstName: string;
  lastName: string;
  companyName: string;
  mcNumber: string;
  dotNumber: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  /** What they pay against the lane's going rate (1 = the going rate). */
  pays: number;
  /** Hours from a delivery to their confirmation, and minutes to answer a chat: [least, most]. */
  confirmHours: [number, number];
  replyMinutes: [number, number];
  /** Share of the bookings of the lanes they work. */
  volume: number;
}

export const MARKET_BROKERS: readonly MarketBroker[] = [
  {
    firstName: 'Jolene',
    lastName: 'Harper',
    companyName: 'Prairie Sky Logistics LLC',
    mcNumber: '718204',
    dotNumber: '2841937',
    phone: '+14055550131',
    address: '100 N Broadway Ave',
    city: 'Oklahoma City',
    state: 'OK',
    zipCode: '73102',
    pays: 1.04,
    confirmHours: [0.3, 3],
    replyMinutes: [2, 20],
    volume: 1.2,
  },
  {
    firstName: 'Mateo',
    lastName: 'Alvarez',
    companyName: 'Bluebonnet Freight Partners',
    mcNumber: '642913',
    dotNumber: '3105726',
    phone: '+15125550168',
    address: '301 Congress Ave',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    pays: 1.02,
    confirmHours: [0.5, 5],
    replyMinutes: [3, 30],
    volume: 1.1,
  },
  {
    firstName: 'Curtis',
    lastName: 'Lambert',
    companyName: 'Red River Transport Brokers Inc',
    mcNumber: '587731',
    dotNumber: '2967410',
    phone: '+19405550112',
    address: '900 8th St',
    city: 'Wichita Falls',
    state: 'TX',
    zipCode: '76301',
    pays: 1.0,
    confirmHours: [1, 8],
    replyMinutes: [5, 45],
    volume: 1,
  },
  {
    firstName: 'Tamara',
    lastName: 'Greer',
    companyName: 'Permian Basin Freight Co',
    mcNumber: '803466',
    dotNumber: '3318854',
    phone: '+14325550187',
    address: '200 N Loraine St',
    city: 'Midland',
    state: 'TX',
    zipCode: '79701',
    pays: 1.07,
    confirmHours: [0.3, 2],
    replyMinutes: [2, 15],
    volume: 0.9,
  },
  {
    firstName: 'Hector',
    lastName: 'Salinas',
    companyName: 'Gulf Bend Logistics LLC',
    mcNumber: '695128',
    dotNumber: '2750693',
    phone: '+13615550143',
    address: '555 N Carancahua St',
    city: 'Corpus Christi',
    state: 'TX',
    zipCode: '78401',
    pays: 1.01,
    confirmHours: [1, 10],
    replyMinutes: [5, 40],
    volume: 0.9,
  },
  {
    firstName: 'Priya',
    lastName: 'Raman',
    companyName: 'Alamo City Freight Brokers',
    mcNumber: '731592',
    dotNumber: '3046218',
    phone: '+12105550156',
    address: '112 E Pecan St',
    city: 'San Antonio',
    state: 'TX',
    zipCode: '78205',
    pays: 0.99,
    confirmHours: [0.5, 6],
    replyMinutes: [3, 25],
    volume: 1,
  },
  {
    firstName: 'Wade',
    lastName: 'Pruitt',
    companyName: 'Cross Timbers Brokerage',
    mcNumber: '660847',
    dotNumber: '2893571',
    phone: '+18175550124',
    address: '777 Main St',
    city: 'Fort Worth',
    state: 'TX',
    zipCode: '76102',
    pays: 0.93,
    confirmHours: [4, 20],
    replyMinutes: [15, 90],
    volume: 1,
  },
  // The two that pay well under the going rate: "Below market".
  {
    firstName: 'Brent',
    lastName: 'Kessler',
    companyName: 'Lowline Freight Solutions LLC',
    mcNumber: '824375',
    dotNumber: '3221649',
    phone: '+19185550179',
    address: '15 W 6th St',
    city: 'Tulsa',
    state: 'OK',
    zipCode: '74103',
    pays: 0.79,
    confirmHours: [12, 30],
    replyMinutes: [60, 240],
    volume: 0.8,
  },
  {
    firstName: 'Darla',
    lastName: 'Finch',
    companyName: 'Caprock Cargo Brokers',
    mcNumber: '579016',
    dotNumber: '2689035',
    phone: '+18065550138',
    address: '1500 Broadway',
    city: 'Lubbock',
    state: 'TX',
    zipCode: '79401',
    pays: 0.81,
    confirmHours: [8, 26],
    replyMinutes: [30, 180],
    volume: 0.8,
  },
];

/** How a trucker runs: chances of a late pickup/delivery and of cancelling, proof and reply delays. */
export interface Habits {
  late: number;
  cancels: number;
  /** Minutes from arrival to the proof of delivery, and the chance it has a photo. */
  proofMinutes: [number, number];
  photo: number;
  replyMinutes: [number, number];
  /** The stars brokers give them. */
  stars: readonly number[];
}

export const HABITS = {
  sharp: {
    late: 0.06,
    cancels: 0,
    proofMinutes: [40, 200],
    photo: 0.97,
    replyMinutes: [3, 15],
    stars: [5, 5, 5, 4],
  },
  steady: {
    late: 0.12,
    cancels: 0.03,
    proofMinutes: [45, 300],
    photo: 0.9,
    replyMinutes: [5, 60],
    stars: [5, 4, 4, 5, 3],
  },
  loose: {
    late: 0.3,
    cancels: 0.1,
    proofMinutes: [120, 720],
    photo: 0.6,
    replyMinutes: [30, 240],
    stars: [4, 3, 3, 2, 5],
  },
  /** Ray: on time, proof within minutes of arrival, answers at once. */
  ray: {
    late: 0,
    cancels: 0,
    proofMinutes: [5, 25],
    photo: 1,
    replyMinutes: [1, 3],
    stars: [5, 5, 5, 5, 4],
  },
  /** Lena: mostly fine, some late pickups and slow proofs. */
  lena: {
    late: 0.25,
    cancels: 0,
    proofMinutes: [60, 600],
    photo: 0.8,
    replyMinutes: [10, 90],
    stars: [5, 4, 4, 3],
  },
} as const satisfies Record<string, Habits>;

export interface MarketTrucker {
  firstName: string;
  lastName: string;
  companyName: string;
  truckType: EquipmentType;
  equipmentDetails: string;
  homeBaseCity: string;
  homeBaseState: string;
  phone: string;
  habits: keyof typeof HABITS;
}

const t = (
  firstName: string,
  lastName: string,
  companyName: string,
  truckType: EquipmentType,
  equipmentDetails: string,
  home: [string, string],
  phone: string,
  habits: MarketTrucker['habits'],
): MarketTrucker => ({
  firstName,
  lastName,
  companyName,
  truckType,
  equipmentDetails,
  homeBaseCity: home[0],
  homeBaseState: home[1],
  phone,
  habits,
});

export const MARKET_TRUCKERS: readonly MarketTrucker[] = [
  t(
    'Travis',
    'Boone',
    'Boone Flatbed Co',
    'Flatbed',
    '48 ft flatbed',
    ['Dallas', 'TX'],
    '+12145550171',
    'sharp',
  ),
  t(
    'Marisol',
    'Vega',
    'Vega Trucking LLC',
    'Flatbed',
    '48 ft flatbed, tarps',
    ['Houston', 'TX'],
    '+17135550186',
    'steady',
  ),
  t(
    'Earl',
    'Haskins',
    'Haskins & Sons Hauling',
    'Flatbed',
    '53 ft flatbed',
    ['Lubbock', 'TX'],
    '+18065550119',
    'steady',
  ),
  t(
    'Keisha',
    'Morgan',
    'KM Flatbed Services',
    'Flatbed',
    '48 ft flatbed',
    ['Abilene', 'TX'],
    '+13255550162',
    'steady',
  ),
  t(
    'Dale',
    'Carver',
    'Carver Steel Haulers',
    'Flatbed',
    '48 ft flatbed, pipe stakes',
    ['Fort Worth', 'TX'],
    '+18175550193',
    'loose',
  ),
  t(
    'Thanh',
    'Nguyen',
    'TN Freight LLC',
    'Flatbed',
    '48 ft flatbed',
    ['Midland', 'TX'],
    '+14325550140',
    'steady',
  ),
  t(
    'Cody',
    'Rasmussen',
    'Rasmussen Hotshot',
    'Hotshot',
    '40 ft gooseneck',
    ['Fort Worth', 'TX'],
    '+18175550128',
    'sharp',
  ),
  t(
    'Bianca',
    'Flores',
    'Flores Express Hotshot',
    'Hotshot',
    '36 ft gooseneck',
    ['Dallas', 'TX'],
    '+14695550117',
    'steady',
  ),
  t(
    'Jimmy',
    'Tran',
    'Tran Hot Shot Services',
    'Hotshot',
    '40 ft gooseneck',
    ['Tyler', 'TX'],
    '+19035550150',
    'steady',
  ),
  t(
    'Wes',
    'Dalton',
    'Dalton Oilfield Hotshot',
    'Hotshot',
    '32 ft bumper pull',
    ['Oklahoma City', 'OK'],
    '+14055550175',
    'loose',
  ),
  t(
    'Rosa',
    'Delacruz',
    'Delacruz Transport',
    'Hotshot',
    '40 ft gooseneck',
    ['Waco', 'TX'],
    '+12545550133',
    'steady',
  ),
  t(
    'Andre',
    'Fontaine',
    'Fontaine Heavy Haul',
    'Step Deck',
    '48 ft step deck',
    ['Beaumont', 'TX'],
    '+14095550146',
    'steady',
  ),
  t(
    'Luis',
    'Ortega',
    'Ortega Step Deck LLC',
    'Step Deck',
    '53 ft step deck, ramps',
    ['Houston', 'TX'],
    '+12815550184',
    'sharp',
  ),
  t(
    'Kyle',
    'Brandt',
    'Brandt Carriers',
    'Step Deck',
    '48 ft step deck',
    ['San Antonio', 'TX'],
    '+12105550122',
    'loose',
  ),
  t(
    'Monique',
    'Ellis',
    'Ellis Van Lines',
    'Dry Van',
    '53 ft dry van',
    ['Austin', 'TX'],
    '+15125550191',
    'steady',
  ),
  t(
    'Greg',
    'Sutton',
    'Sutton Dry Van',
    'Dry Van',
    '53 ft dry van',
    ['Tulsa', 'OK'],
    '+19185550115',
    'steady',
  ),
  t(
    'Omar',
    'Haddad',
    'Haddad Logistics',
    'Dry Van',
    '53 ft dry van',
    ['Dallas', 'TX'],
    '+19725550160',
    'loose',
  ),
  t(
    'Dwayne',
    'Tillman',
    'Tillman Power Only',
    'Power Only',
    'Day cab tractor',
    ['Lawton', 'OK'],
    '+15805550127',
    'steady',
  ),
  t(
    'Carmen',
    'Ruiz',
    'Ruiz Cold Chain',
    'Reefer',
    '53 ft reefer',
    ['San Antonio', 'TX'],
    '+12105550189',
    'sharp',
  ),
  t(
    'Pete',
    'Kowalski',
    'Kowalski Reefer',
    'Reefer',
    '53 ft reefer',
    ['Corpus Christi', 'TX'],
    '+13615550170',
    'steady',
  ),
  t(
    'Hank',
    'Morrow',
    'Morrow Heavy Haul',
    'RGN',
    '3-axle RGN lowboy',
    ['Oklahoma City', 'OK'],
    '+14055550158',
    'steady',
  ),
  t(
    'Trina',
    'Basso',
    'Basso Lowboy Services',
    'RGN',
    '2-axle RGN',
    ['Amarillo', 'TX'],
    '+18065550145',
    'loose',
  ),
];

/** What truckers say of brokers and brokers of truckers, by stars (a rating has a comment one time in three). */
export const TRUCKER_COMMENTS: Readonly<Record<number, readonly string[]>> = {
  5: [
    'Clear instructions and paid on time. Would haul for them again.',
    'Dock was ready when I got there, quick confirmation.',
    'Great communication the whole way.',
  ],
  4: ['Good load, a little wait at the shipper.', 'Fair rate and easy to reach.'],
  3: ['Rate was on the low side for the lane.', 'Slow to confirm the delivery.'],
  2: ['Lowball rate and slow to answer messages.', 'Took two days to confirm delivery.'],
  1: ['Would not haul for them again.'],
};

export const BROKER_COMMENTS: Readonly<Record<number, readonly string[]>> = {
  5: ['On time both ends, proof sent right away.', 'Excellent driver, kept us posted.'],
  4: ['Solid run, proof came a bit late.', 'Good communication.'],
  3: ['Picked up late; receiver had to wait.', 'Had to chase the proof of delivery.'],
  2: ['Late at both ends and hard to reach.'],
  1: ['Fell off the load at the last minute.'],
};

/** Why a trucker called a haul off before pickup. */
export const CANCEL_REASONS: readonly string[] = [
  'Truck broke down on the way to the shipper',
  'Previous load ran late, cannot make the pickup window',
  'Driver is sick, cannot run this load',
];
