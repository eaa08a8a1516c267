import type { BrokerLoad, PostLoadInput } from '@haulclub/shared';

import { isoToLocalInput, localInputToIso } from './datetime';

export interface PlaceValues {
  city: string;
  state: string;
  zip: string;
}

/** What the Post Load form holds: text as typed, local date-times and dollars. `toLoadInput` makes the API body. */
export interface LoadFormValues {
  pickup: PlaceValues;
  delivery: PlaceValues;
  pickupWindowStart: string;
  pickupWindowEnd: string;
  deliveryWindowStart: string;
  deliveryWindowEnd: string;
  equipment: string;
  weightLbs: string;
  lengthFt: string;
  commodity: string;
  notes: string;
  /** Total rate in dollars. */
  rate: string;
  /** Blank: the server uses its estimate. */
  miles: string;
  premium: boolean;
  expiryHours: string;
}

const emptyPlace = (): PlaceValues => ({ city: '', state: '', zip: '' });

export const loadFormDefaults = (): LoadFormValues => ({
  pickup: emptyPlace(),
  delivery: emptyPlace(),
  pickupWindowStart: '',
  pickupWindowEnd: '',
  deliveryWindowStart: '',
  deliveryWindowEnd: '',
  equipment: '',
  weightLbs: '',
  lengthFt: '',
  commodity: '',
  notes: '',
  rate: '',
  miles: '',
  premium: false,
  expiryHours: '2',
});

const optionalNumber = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/** "1,250.50" typed as 1250.50 → 125050 cents; blank stays undefined and junk NaN, for the schema to refuse. */
export const dollarsToCents = (text: string): number | undefined => {
  const dollars = optionalNumber(text);
  return dollars === undefined ? undefined : Math.round(dollars * 100);
};

const centsToDollars = (cents: number) =>
  cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);

/** The API body before validation (invalid entries pass through for the schema's messages). */
export function toLoadInput(values: LoadFormValues): PostLoadInput {
  return {
    pickup: values.pickup,
    delivery: values.delivery,
    pickupWindowStart: localInputToIso(values.pickupWindowStart),
    pickupWindowEnd: localInputToIso(values.pickupWindowEnd),
    deliveryWindowStart: localInputToIso(values.deliveryWindowStart),
    deliveryWindowEnd: localInputToIso(values.deliveryWindowEnd),
    equipment: values.equipment as PostLoadInput['equipment'],
    weightLbs: optionalNumber(values.weightLbs) as number,
    lengthFt: optionalNumber(values.lengthFt) ?? null,
    commodity: values.commodity,
    notes: values.notes,
    rateCents: dollarsToCents(values.rate) as number,
    miles: optionalNumber(values.miles) ?? null,
    premium: values.premium,
    expiryHours: Number(values.expiryHours) as PostLoadInput['expiryHours'],
  };
}

/** A stored load as form values, for editing. */
export function fromLoad(load: BrokerLoad): LoadFormValues {
  const place = ({ city, state, zip }: PlaceValues) => ({ city, state, zip });
  return {
    pickup: place(load.pickup),
    delivery: place(load.delivery),
    pickupWindowStart: isoToLocalInput(load.pickupWindowStart),
    pickupWindowEnd: isoToLocalInput(load.pickupWindowEnd),
    deliveryWindowStart: isoToLocalInput(load.deliveryWindowStart),
    deliveryWindowEnd: isoToLocalInput(load.deliveryWindowEnd),
    equipment: load.equipment,
    weightLbs: String(load.weightLbs),
    lengthFt: load.lengthFt === null ? '' : String(load.lengthFt),
    commodity: load.commodity,
    notes: load.notes ?? '',
    rate: centsToDollars(load.rateCents),
    miles: String(load.miles),
    premium: load.premium,
    expiryHours: String(load.expiryHours),
  };
}
