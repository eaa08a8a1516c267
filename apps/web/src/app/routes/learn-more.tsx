import { PageTitle } from '@/components/layout/page-title';
import { paths } from '@/config/paths';
import { FEATURES } from '@/content/features';
import { LEARN_MORE, LEARN_MORE_STATS } from '@/content/learn-more';
import { CtaSection } from '@/features/marketing/components/cta-section';
import { EquipmentTypes } from '@/features/marketing/components/equipment-types';
import { FeatureGrid } from '@/features/marketing/components/feature-grid';
import { PageHero } from '@/features/marketing/components/page-hero';
import { Section } from '@/features/marketing/components/section';
import { StatsGrid } from '@/features/marketing/components/stats-grid';

export function Component() {
  return (
    <>
      <PageTitle title={LEARN_MORE.title} />
      <PageHero eyebrow="Learn more" heading={LEARN_MORE.heading} intro={LEARN_MORE.intro} />
      <div className="mx-auto -mt-8 max-w-6xl px-4 sm:px-6">
        <StatsGrid stats={LEARN_MORE_STATS} />
      </div>
      <Section id="features" heading={LEARN_MORE.featuresHeading}>
        <FeatureGrid features={FEATURES} />
      </Section>
      <Section
        id="equipment"
        heading={LEARN_MORE.equipmentHeading}
        description={LEARN_MORE.equipmentBody}
        className="bg-muted/60"
      >
        <EquipmentTypes />
      </Section>
      <CtaSection
        id="join"
        heading={LEARN_MORE.ctaHeading}
        body={LEARN_MORE.ctaBody}
        primary={{ label: 'Apply as Broker', href: paths.apply.getHref() }}
        secondary={{ label: 'Get Invited', href: paths.getInvited.getHref() }}
      />
    </>
  );
}
