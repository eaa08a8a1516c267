import { PageTitle } from '@/components/layout/page-title';
import { paths } from '@/config/paths';
import { PRICING, PRICING_FEATURES, PRICING_STATS } from '@/content/pricing';
import { ComparisonTable } from '@/features/marketing/components/comparison-table';
import { CtaSection } from '@/features/marketing/components/cta-section';
import { FeatureGrid } from '@/features/marketing/components/feature-grid';
import { IncludedFeatures } from '@/features/marketing/components/included-features';
import { PageHero } from '@/features/marketing/components/page-hero';
import { RevenueSplit } from '@/features/marketing/components/revenue-split';
import { Section } from '@/features/marketing/components/section';
import { StatsGrid } from '@/features/marketing/components/stats-grid';

export function Component() {
  return (
    <>
      <PageTitle title={PRICING.title} />
      <PageHero eyebrow={PRICING.eyebrow} heading={PRICING.heading} intro={PRICING.intro} />
      <Section id="split" heading={PRICING.splitHeading} description={PRICING.splitBody}>
        <RevenueSplit />
        <FeatureGrid features={PRICING_FEATURES} className="mt-10" />
      </Section>
      <Section id="included" heading={PRICING.includedHeading} className="bg-muted/60">
        <IncludedFeatures />
      </Section>
      <Section id="compare" heading={PRICING.comparisonHeading}>
        <ComparisonTable />
        <StatsGrid stats={PRICING_STATS} className="mt-10" />
      </Section>
      <CtaSection
        id="join"
        heading={PRICING.ctaHeading}
        body={PRICING.ctaBody}
        primary={{ label: 'Apply as Broker', href: paths.apply.getHref() }}
        secondary={{ label: 'Get Invited', href: paths.getInvited.getHref() }}
      />
    </>
  );
}
