import type { SpeedComponentView, SpeedScoreView } from '@haulclub/shared';

/** Test factories of the speed score API's answers, with overrides. Tests only. */

export function createComponent(overrides: Partial<SpeedComponentView> = {}): SpeedComponentView {
  return {
    key: 'on_time_pickup',
    label: 'On-time pickup',
    description: 'Picked up by the end of the pickup window',
    weight: 25,
    value: 0.9,
    detail: '9 of 10 on time',
    samples: 10,
    ...overrides,
  };
}

export function createSpeedScore(overrides: Partial<SpeedScoreView> = {}): SpeedScoreView {
  return {
    role: 'trucker',
    score: 87,
    enoughData: true,
    bookings: 12,
    components: [
      createComponent(),
      createComponent({
        key: 'chat_response',
        label: 'Chat response',
        description: 'Time to answer a broker in chat',
        weight: 15,
        value: null,
        detail: null,
        samples: 0,
      }),
    ],
    rank: { position: 3, of: 40, topPercent: 8 },
    earlyAccess: true,
    history: Array.from({ length: 12 }, (_, index) => ({
      weekStart: new Date(Date.UTC(2026, 0, 5 + index * 7)).toISOString().slice(0, 10),
      score: index < 8 ? null : 80 + index,
    })),
    change: 5,
    computedAt: '2026-03-30T10:00:00.000Z',
    ...overrides,
  };
}
