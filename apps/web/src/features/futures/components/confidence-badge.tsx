import { confidenceColour, type ConfidenceColour } from '@haulclub/shared';
import { GaugeIcon } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { FUTURE_CARD } from '@/content/futures';

import { confidencePercent } from '../utils/format';

/** The spec's confidence colours (§9); the words say the same, so colour is never the only signal. */
const COLOUR_CLASSES: Record<ConfidenceColour, string> = {
  green: 'border-green-300 bg-green-50 text-green-800',
  yellow: 'border-yellow-300 bg-yellow-50 text-yellow-900',
  red: 'border-red-300 bg-red-50 text-red-800',
};

/** "87% AI confidence · High confidence", green / yellow / red. */
export function ConfidenceBadge({ score }: { score: number }) {
  const colour = confidenceColour(score);
  return (
    <Badge
      variant="outline"
      data-confidence={colour}
      title={FUTURE_CARD.confidenceTitle}
      className={`whitespace-normal ${COLOUR_CLASSES[colour]}`}
    >
      <GaugeIcon aria-hidden="true" />
      {FUTURE_CARD.confidence(confidencePercent(score), colour)}
    </Badge>
  );
}
