import { PRODUCT } from '@haulclub/shared';

import { COMPARISON_ROWS, PRICING } from '@/content/pricing';

import { ComingSoonBadge } from './coming-soon-badge';

export function ComparisonTable() {
  return (
    <div
      role="region"
      aria-label={PRICING.comparisonCaption}
      tabIndex={0}
      className="mx-auto max-w-4xl overflow-x-auto rounded-xl border bg-card shadow-sm"
    >
      <table className="w-full min-w-[22rem] text-left text-sm">
        <caption className="sr-only">{PRICING.comparisonCaption}</caption>
        <thead className="bg-muted text-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold sm:px-6">
              <span className="sr-only">Feature</span>
            </th>
            <th scope="col" className="px-4 py-3 font-semibold text-primary sm:px-6">
              {PRODUCT.name}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold sm:px-6">
              Traditional brokers
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {COMPARISON_ROWS.map((row) => (
            <tr key={row.label}>
              <th scope="row" className="px-4 py-3 font-medium sm:px-6">
                {row.label}
              </th>
              <td className="px-4 py-3 font-semibold text-foreground sm:px-6">
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  {row.haulclub}
                  {row.comingSoon ? <ComingSoonBadge /> : null}
                </span>
              </td>
              <td className="px-4 py-3 text-muted-foreground sm:px-6">{row.traditional}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
