import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/** A broker's company name linking to their profile (/brokers/:id). */
export function BrokerNameLink({ id, name, className }: { id: string; name: string; className?: string }) {
  return (
    <Link
      to={paths.brokerProfile.getHref(id)}
      className={cn('break-words text-primary underline-offset-4 hover:underline', className)}
    >
      {name}
    </Link>
  );
}
