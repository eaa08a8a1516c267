import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/skip-link';
import { PageTitle } from '@/components/layout/page-title';
import { SiteFooter } from '@/components/layout/site-footer';
import { paths } from '@/config/paths';
import { FEATURES } from '@/content/features';
import { LANDING } from '@/content/landing';
import { CtaSection } from '@/features/marketing/components/cta-section';
import { FeatureGrid } from '@/features/marketing/components/feature-grid';
import { HeroSection } from '@/features/marketing/components/hero-section';
import { LandingHeader } from '@/features/marketing/components/landing-header';
import { Section } from '@/features/marketing/components/section';
import { TestimonialsSection } from '@/features/marketing/components/testimonials-section';

/** `/`: header, hero, features, testimonials, call to action, footer. No sidebar. */
export function Component() {
  return (
    <div className="flex min-h-svh flex-col">
      <PageTitle title={LANDING.title} />
      <SkipLink />
      <LandingHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        <HeroSection />
        <Section id="features" heading={LANDING.features.heading} description={LANDING.features.body}>
          <FeatureGrid features={FEATURES} />
        </Section>
        <TestimonialsSection />
        <CtaSection
          id="join"
          heading={LANDING.cta.heading}
          body={LANDING.cta.body}
          primary={{ label: 'Apply as Broker', href: paths.apply.getHref() }}
          secondary={{ label: 'Learn More', href: paths.learnMore.getHref() }}
        />
      </main>
      <SiteFooter />
    </div>
  );
}
