import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { timeZoneOfState } from '@haulclub/shared';
import type { DbExecutor } from '../../db/client';
import {
  brokerApplications,
  brokers,
  invitations,
  inviteRequests,
  profiles,
  truckers,
} from '../../db/schema/index';
import { locateCity, locateLanes, replaceTruckerLanes } from '../membership/index';

/** Demo broker records. Dana's numbers are the FMCSA fixture's valid broker (npm run fmcsa:fixture). */
const DEMO_BROKERS = {
  'dana.broker@haulclub.demo': {
    status: 'verified' as const,
    companyName: 'Lone Star Freight Brokerage LLC',
    mcNumber: '123456',
    dotNumber: '1234567',
    phone: '+12145550142',
    address: '1200 Main St',
    city: 'Dallas',
    state: 'TX',
    zipCode: '75201',
  },
  // Pending: waits in the admin queue (FMCSA says this company may not operate, when the fixture is used).
  'marcus.broker@haulclub.demo': {
    status: 'pending' as const,
    companyName: 'Gulf Coast Logistics Inc',
    mcNumber: '345678',
    dotNumber: '3456789',
    phone: '+15045550177',
    address: '400 Poydras St',
    city: 'New Orleans',
    state: 'LA',
    zipCode: '70130',
  },
};

/** Demo truckers: Ray and Lena joined through Dana's invitations and finished onboarding; Sam has not yet. */
const DEMO_TRUCKERS = {
  'ray.trucker@haulclub.demo': {
    onboarded: true,
    companyName: 'Delgado Hotshot LLC',
    phone: '+18175550147',
    homeBaseCity: 'Dallas',
    homeBaseState: 'TX',
    truckType: 'Hotshot',
    equipmentDetails: '40 ft gooseneck hotshot, 16,500 lb payload',
    maxRadius: 300,
    minRatePerMileCents: 250,
    lanes: [
      { origin: 'Dallas, TX', destination: 'Houston, TX' },
      { origin: 'Fort Worth, TX', destination: 'Oklahoma City, OK' },
    ],
  },
  'lena.trucker@haulclub.demo': {
    onboarded: true,
    companyName: 'Okafor Flatbed',
    phone: '+17135550199',
    homeBaseCity: 'Houston',
    homeBaseState: 'TX',
    truckType: 'Step Deck',
    equipmentDetails: '48 ft step deck with ramps',
    maxRadius: 400,
    minRatePerMileCents: 275,
    lanes: [{ origin: 'Houston, TX', destination: 'San Antonio, TX' }],
  },
  'sam.trucker@haulclub.demo': { onboarded: false, companyName: 'Whitaker Power Only' },
};

type Ids = Record<string, string>;

/**
 * Broker records, applications, trucker profiles and their invitations for
 * the demo accounts (idempotent: rows that exist are left alone).
 */
export async function seedMembership(tx: DbExecutor, ids: Ids, adminId: string | undefined): Promise<void> {
  for (const [email, b] of Object.entries(DEMO_BROKERS)) {
    const userId = ids[email];
    if (!userId) continue;
    const verified = b.status === 'verified';
    const { status, ...fields } = b;
    const inserted = await tx
      .insert(brokers)
      .values({
        userId,
        ...fields,
        status,
        verifiedAt: verified ? new Date() : null,
        verifiedBy: verified ? (adminId ?? null) : null,
      })
      .onConflictDoNothing()
      .returning({ userId: brokers.userId });
    if (inserted.length === 0) continue;
    const [profile] = await tx
      .select()
      .from(profiles)
      .where(sql`${profiles.userId} = ${userId}`);
    await tx.insert(brokerApplications).values({
      userId,
      firstName: profile?.firstName ?? '',
      lastName: profile?.lastName ?? '',
      email,
      phone: fields.phone,
      companyName: fields.companyName,
      mcNumber: fields.mcNumber,
      dotNumber: fields.dotNumber,
      address: fields.address,
      city: fields.city,
      state: fields.state,
      zipCode: fields.zipCode,
      experience: verified ? 'Eight years brokering flatbed and hotshot freight across Texas.' : null,
      source: 'apply',
      status: verified ? 'approved' : 'pending',
      verificationVerdict: 'unavailable',
      verificationNote: 'Seeded demo data; not checked against FMCSA',
      reviewedAt: verified ? new Date() : null,
      reviewedBy: verified ? (adminId ?? null) : null,
    });
    if (verified)
      await tx
        .update(profiles)
        .set({ onboardingComplete: true })
        .where(sql`${profiles.userId} = ${userId}`);
  }

  const danaId = ids['dana.broker@haulclub.demo'];
  for (const [email, t] of Object.entries(DEMO_TRUCKERS)) {
    const userId = ids[email];
    if (!userId || !danaId) continue;
    const [invitation] = await tx
      .insert(invitations)
      .values({
        kind: 'trucker',
        email,
        codeHash: createHash('sha256').update(randomBytes(32)).digest('base64url'),
        invitedBy: danaId,
        brokerId: danaId,
        expiresAt: new Date(Date.now() + 7 * 86_400_000),
        acceptedAt: new Date(),
        acceptedBy: userId,
      })
      .returning({ id: invitations.id });
    const home = 'homeBaseCity' in t ? locateCity(t.homeBaseCity, t.homeBaseState) : null;
    const { onboarded, ...fields } = t;
    const { lanes, ...profile } = 'lanes' in fields ? fields : { ...fields, lanes: [] };
    const located = locateLanes(lanes);
    if (located.errors.length > 0)
      throw new Error(`demo lanes of ${email}: ${JSON.stringify(located.errors)}`);
    const inserted = await tx
      .insert(truckers)
      .values({
        userId,
        brokerId: danaId,
        invitationId: invitation?.id ?? null,
        ...profile,
        truckTypes: 'truckType' in profile ? [profile.truckType] : [],
        timeZone: 'homeBaseState' in profile ? timeZoneOfState(profile.homeBaseState) : undefined,
        homeBaseLat: home?.lat ?? null,
        homeBaseLng: home?.lng ?? null,
      })
      .onConflictDoNothing()
      .returning({ userId: truckers.userId });
    if (inserted.length === 0) {
      // Already seeded: drop the duplicate invitation just created.
      if (invitation) await tx.delete(invitations).where(sql`${invitations.id} = ${invitation.id}`);
      continue;
    }
    await replaceTruckerLanes(tx, userId, located.lanes);
    if (onboarded)
      await tx
        .update(profiles)
        .set({ onboardingComplete: true })
        .where(sql`${profiles.userId} = ${userId}`);
  }

  const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(inviteRequests);
  if ((existing?.n ?? 0) === 0) {
    await tx.insert(inviteRequests).values({
      email: 'carlos.driver@example.com',
      name: 'Carlos Mendez',
      message: 'Owner-operator, 2019 Ram 5500 hotshot with a 40 ft gooseneck. Based in San Antonio, TX.',
    });
  }
}
