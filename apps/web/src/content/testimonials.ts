export interface Testimonial {
  name: string;
  role: string;
  location: string;
  quote: string;
  rating: number;
}

/**
 * Illustrative member stories. The names are placeholders, not real customers; the page says so
 * next to the cards.
 */
export const TESTIMONIALS_NOTE =
  'Illustrative stories: names and details are representative, not real members.';

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Dante R.',
    role: 'Owner-Operator, Hotshot',
    location: 'Houston, TX',
    quote:
      'Loads that expire in a couple of hours mean what I see is really there. I stopped burning mornings calling about freight that was long gone.',
    rating: 5,
  },
  {
    name: 'Priya S.',
    role: 'Freight Broker',
    location: 'Nashville, TN',
    quote:
      'Every carrier here is vetted, and I settle the details in the load’s own chat. The best carriers in the club book my loads first.',
    rating: 5,
  },
  {
    name: 'Luis M.',
    role: 'Fleet Manager, 12 trucks',
    location: 'Phoenix, AZ',
    quote:
      'A flat commission is easy to plan around, and one-click booking beats a morning of phone calls. My drivers spend their time driving.',
    rating: 5,
  },
];
