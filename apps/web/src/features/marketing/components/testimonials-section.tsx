import { QuoteIcon, StarIcon } from 'lucide-react';

import { Card } from '@/components/ui/card';
import { LANDING } from '@/content/landing';
import { TESTIMONIALS, TESTIMONIALS_NOTE } from '@/content/testimonials';

import { Section } from './section';

function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex gap-0.5" aria-label={`Rated ${String(rating)} out of 5`} role="img">
      {Array.from({ length: 5 }, (_, index) => (
        <StarIcon
          key={index}
          aria-hidden="true"
          className={index < rating ? 'size-4 fill-amber-400 text-amber-500' : 'size-4 text-slate-300'}
        />
      ))}
    </p>
  );
}

export function TestimonialsSection() {
  return (
    <Section
      id="testimonials"
      heading={LANDING.testimonials.heading}
      note={TESTIMONIALS_NOTE}
      className="bg-muted/60"
    >
      <ul className="grid gap-5 md:grid-cols-3">
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.name} className="flex">
            <Card className="w-full justify-between">
              <figure className="flex h-full flex-col gap-4">
                <div className="flex items-center justify-between">
                  <Stars rating={testimonial.rating} />
                  <QuoteIcon className="size-6 text-orange-200" aria-hidden="true" />
                </div>
                <blockquote className="flex-1 text-sm leading-relaxed text-foreground">
                  <p>“{testimonial.quote}”</p>
                </blockquote>
                <figcaption className="border-t pt-4">
                  <p className="text-sm font-semibold">{testimonial.name}</p>
                  <p className="text-sm text-muted-foreground">
                    {testimonial.role} · {testimonial.location}
                  </p>
                </figcaption>
              </figure>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
