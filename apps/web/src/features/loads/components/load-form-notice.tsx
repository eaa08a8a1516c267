import { ArrowLeftIcon, ClockIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

type NoticeProps = { heading: string; body: string; action: string; href: string; icon?: ReactNode };

/** Why the form is not shown (not verified yet, or the load cannot be edited) and where to go instead. */
export function LoadFormNotice({ heading, body, action, href, icon }: NoticeProps) {
  return (
    <Card role="status">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {icon ?? <ClockIcon aria-hidden="true" className="size-5 text-primary" />}
          {heading}
        </CardTitle>
        <CardDescription>{body}</CardDescription>
      </CardHeader>
      <Button asChild variant="outline" className="w-full sm:w-auto sm:self-start">
        <Link to={href}>
          <ArrowLeftIcon aria-hidden="true" />
          {action}
        </Link>
      </Button>
    </Card>
  );
}
